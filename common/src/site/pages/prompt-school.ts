import { areaPassages, areaWords } from '../area-words';
import { sitePageMeta } from '../page-meta';
import type { SiteContext, SitePage } from '../types';

export const promptSchoolPage = (context: SiteContext): SitePage => {
  // The UKI example is the first area's; the vague questions are every area's.
  const example = context.areas[0]?.site.promptExample;
  return {
    ...sitePageMeta('prompt-school', context),
    sections: [
      {
        id: 'why',
        heading: 'Varför spelar frågan roll?',
        paragraphs: [
          `${context.productName} letar upp de delar av lagar, förarbeten och domar som passar din fråga och bygger svaret på dem. Ju tydligare du beskriver vad du vill veta, desto bättre källor hittar tjänsten och desto mer träffsäkert blir svaret.`,
          'En prompt är helt enkelt den fråga eller instruktion du skriver. Du behöver inga tekniska kunskaper – det räcker att skriva som du skulle fråga en erfaren kollega.',
        ],
      },
      {
        id: 'uki',
        heading: 'UKI-modellen: Uppgift, Krav, Instruktioner',
        paragraphs: [
          'UKI-modellen hjälper dig att få med det viktigaste i frågan. Du behöver inte skriva långt, men tänk igenom de tre delarna innan du skickar.',
        ],
        list: [
          'Uppgift – vad vill du veta? Beskriv den konkreta frågan och situationen, till exempel vilken åtgärd det gäller och i vilken typ av bostad.',
          'Krav – vad ska svaret ta hänsyn till? Ange det som avgör saken, till exempel att sökanden hyr sin bostad, att åtgärden redan är utförd eller att det gäller ett flerbostadshus.',
          'Instruktioner – hur vill du ha svaret? Be till exempel om de paragrafer som gäller, om en jämförelse mellan två alternativ eller om vad du behöver utreda vidare.',
        ],
      },
      {
        id: 'uki-example',
        heading: 'Ett exempel med UKI',
        paragraphs: [
          ...(example
            ? [
                `Uppgift: ${example.task}`,
                `Krav: ${example.requirements}`,
                `Instruktioner: ${example.instructions}`,
                `Tillsammans blir det en fråga som denna: ”${example.question}”`,
              ]
            : []),
        ],
      },
      {
        id: 'examples',
        heading: 'Otydliga och tydliga frågor',
        paragraphs: [
          'Här är några vanliga frågor, först i en otydlig form och sedan omskrivna med UKI-modellen.',
        ],
        list: areaPassages(context, (site) => site.vagueAndClearQuestions),
      },
      {
        id: 'personal-data',
        heading: 'Skriv aldrig personuppgifter',
        paragraphs: [
          'Beskriv situationen allmänt och aldrig vem den gäller. Skriv ”en sökande med rullstol” i stället för namnet, och ”en hyresrätt i ett flerbostadshus” i stället för adressen. Uppgifter om hälsa, som en diagnos, ska bara finnas med om de behövs för frågan och då utan något som pekar ut personen.',
          'Tjänsten stoppar frågor som innehåller personnummer, samordningsnummer, långa sifferserier eller e-postadresser, och du får ett meddelande om varför. Kontrollen är ett skydd, men den kan inte hitta allt – ansvaret för att frågan inte innehåller personuppgifter är ditt.',
        ],
      },
      {
        id: 'tips',
        heading: 'Tips som gör svaren bättre',
        paragraphs: [],
        list: [
          'Välj rätt ämne innan du frågar. Ämnet styr vilka källor som söks fram först och vilka förslag på frågor du får.',
          `Fråga efter en viss paragraf genom att skriva den, till exempel ”Vad säger 12 §?”. Då bygger svaret på just den paragrafen i ${areaWords(context).mainLaw}.`,
          'Ställ en fråga i taget. Två frågor i samma meddelande ger ofta ett svar som bara besvarar den ena.',
          'Ställ följdfrågor. Tjänsten minns de senaste meddelandena i samma konversation, så du kan fråga vidare utan att upprepa allt.',
          'Be om ett utförligt svar när du behöver fler villkor och exempel på vad du ska utreda.',
          'Läs källorna. Varje påstående hänvisar till sin källa och visar hur väl det stöds. Kontrollera alltid det du ska använda i ett beslut.',
          'Börja en ny konversation när du byter ärende eller ämne, så blandas inte frågorna ihop.',
        ],
      },
    ],
  };
};
