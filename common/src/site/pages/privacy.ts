import { sitePageMeta } from '../page-meta';
import type { SiteContext, SitePage } from '../types';

/**
 * The privacy policy. Every statement about storage and retention follows the code: the schema in
 * server/src/db/schema, the background jobs (security log 90 days, accounts 12 months after the
 * subscription ended) and the personal-data gate; see docs/security.md.
 */
export const privacyPage = (context: SiteContext): SitePage => ({
  ...sitePageMeta('privacy', context),
  sections: [
    {
      id: 'personuppgiftsansvarig',
      heading: 'Personuppgiftsansvarig',
      paragraphs: [
        `${context.productName} är ett privat och oberoende initiativ. Företaget som driver tjänsten är personuppgiftsansvarig för de personuppgifter som behandlas i den. Här står företagets namn, organisationsnummer och kontaktuppgifter, var uppgifterna lagras och var du hittar vårt personuppgiftsbiträdesavtal. Du når oss också via kontaktsidan.`,
      ],
    },
    {
      id: 'vilka-uppgifter',
      heading: 'Vilka uppgifter vi behandlar',
      paragraphs: ['Vi behandlar bara de uppgifter som behövs för att tjänsten ska fungera:'],
      list: [
        'Konto: e-postadress, namn, yrkesroll, arbetsplats och, om du anger det, hur du hittade tjänsten. Lösenordet sparas aldrig i klartext, bara som ett hashvärde.',
        'Tvåstegsverifiering: den hemliga nyckeln för din autentiseringsapp och dina reservkoder, om du har aktiverat den.',
        'Inloggning: för varje aktiv session din IP-adress och vilken webbläsare du använder.',
        'Användning: när kontot skapades, när du senast loggade in, hur många frågor du har ställt och när du godkände användarvillkoren.',
        'Prenumeration och betalning: vilken plan du har, prenumerationens period och dina betalningar och kvitton. Kortuppgifter hanteras av Stripe och når aldrig oss.',
        'Återkoppling: om du lämnar återkoppling på ett svar sparas frågan, svaret och din kommentar.',
        'Kontaktformuläret: namn, e-postadress, organisation, ärendetyp och meddelande.',
        'Säkerhetslogg: inloggningar och andra säkerhetshändelser med tidpunkt, förfrågans id och det nätverk anslutningen kom från, aldrig hela IP-adressen. E-postadresser i loggen sparas bara som nycklade kontrollsummor.',
        'E-post som tjänsten skickar till dig, till exempel bekräftelser och inloggningslänkar. Ett skickat meddelande sparas utan fungerande länk.',
      ],
    },
    {
      id: 'dina-fragor',
      heading: 'Dina frågor till verktyget',
      paragraphs: [
        'Skriv aldrig personuppgifter eller känsliga personuppgifter (artikel 9 i dataskyddsförordningen) i dina frågor. Tjänsten stoppar frågor med personnummer, samordningsnummer, långa sifferserier och e-postadresser, men kan inte känna igen alla personuppgifter, till exempel namn.',
        'Chattkonversationer sparas inte. Frågan används för att ta fram svaret och räknas i din användningsstatistik, men texten sparas inte i databasen; den finns bara kvar i serverns arbetsminne i upp till en minut, så att likadana frågor kan besvaras snabbare.',
        'Påståendena i ett svar sparas tillsammans med den källa de har kontrollerats mot, utan koppling till dig eller till frågan, för att förbättra kontrollen av källhänvisningar.',
        'Om tjänsten använder en extern språkmodell skickas frågan, tidigare frågor och svar i samma samtal och de hämtade lagtexterna till modellens leverantör för att formulera svaret. Detsamma gäller frågan om en extern tjänst används för vektorsökningen. Din e-postadress och ditt namn skickas aldrig.',
      ],
    },
    {
      id: 'andamal',
      heading: 'Varför vi behandlar uppgifterna',
      paragraphs: ['Varje behandling har ett ändamål och en rättslig grund enligt dataskyddsförordningen:'],
      list: [
        'Konto, inloggning och prenumeration: för att fullgöra avtalet med dig (artikel 6.1 b).',
        'Betalningar och kvitton: för att uppfylla bokföringslagen (rättslig förpliktelse, artikel 6.1 c).',
        'Säkerhetslogg och spärrar mot missbruk: vårt berättigade intresse av att skydda tjänsten och dina uppgifter (artikel 6.1 f).',
        'Återkoppling och kontaktmeddelanden: vårt berättigade intresse av att förbättra tjänsten och svara dig (artikel 6.1 f).',
        'Nyhetsutskick och annan marknadsföring: bara med ditt samtycke (artikel 6.1 a). I dag gör vi inga sådana utskick.',
      ],
    },
    {
      id: 'lagring',
      heading: 'Hur länge vi sparar uppgifterna',
      paragraphs: [],
      list: [
        'Kontouppgifter: så länge kontot är aktivt och i 12 månader efter att din prenumeration har upphört. Därefter raderas kontot automatiskt. Ett konto som aldrig har haft en prenumeration finns kvar tills du raderar det.',
        'Chattkonversationer: sparas inte.',
        'Säkerhetsloggen: högst 90 dagar.',
        'Sessioner, med IP-adress och webbläsare: upphör efter 30 minuter utan aktivitet och raderas senast 12 timmar efter inloggningen.',
        'Återkoppling: finns kvar utan koppling till dig när ditt konto har raderats.',
        'Meddelanden via kontaktformuläret: 12 månader, därefter raderas de automatiskt.',
        'Betalningsunderlag: så länge bokföringslagen kräver, även efter att kontot har raderats.',
        'Uppgifter för marknadsföring: tills du återkallar ditt samtycke.',
      ],
    },
    {
      id: 'mottagare',
      heading: 'Vilka som får del av uppgifterna',
      paragraphs: [
        'Vi säljer aldrig personuppgifter. Följande leverantörer behandlar uppgifter för vår räkning, som personuppgiftsbiträden:',
      ],
      list: [
        'Stripe, som hanterar betalningar, kvitton och kundportalen.',
        'Leverantören av den e-posttjänst som skickar våra meddelanden.',
        'Leverantören av språkmodellen, när tjänsten använder en extern språkmodell.',
        'Den driftleverantör där tjänstens server och databas finns.',
      ],
    },
    {
      id: 'rattigheter',
      heading: 'Dina rättigheter',
      paragraphs: ['Enligt dataskyddsförordningen har du rätt att:'],
      list: [
        'få veta vilka uppgifter vi har om dig och få en kopia av dem,',
        'få felaktiga uppgifter rättade,',
        'få dina uppgifter raderade,',
        'begära att behandlingen begränsas,',
        'invända mot behandling som grundar sig på vårt berättigade intresse,',
        'få ut uppgifter du har lämnat i ett maskinläsbart format (dataportabilitet),',
        'när som helst återkalla ett samtycke.',
      ],
    },
    {
      id: 'sa-gor-du',
      heading: 'Så använder du dina rättigheter',
      paragraphs: [
        'Skriv till oss via kontaktsidan. Vi svarar inom 30 dagar.',
        'Du kan själv radera ditt konto på din profilsida. Kontot raderas sju dagar efter din begäran, och fram till dess kan du ångra dig.',
      ],
    },
    {
      id: 'klagomal',
      heading: 'Klagomål',
      paragraphs: [
        'Om du anser att vi behandlar dina personuppgifter felaktigt kan du lämna klagomål till Integritetsskyddsmyndigheten (IMY), som är tillsynsmyndighet: imy.se.',
      ],
    },
    {
      id: 'kakor',
      heading: 'Kakor och lagring i webbläsaren',
      paragraphs: [
        'Vi använder bara de kakor som behövs för att du ska kunna vara inloggad. Vi använder inga kakor för spårning, statistik eller annonser.',
        'I webbläsarens egen lagring sparas bara sådant som tjänsten behöver på din dator: att du har godkänt användarvillkoren och sett varningen om personuppgifter, tidpunkterna för dina senaste frågor (för chattens tidsgräns) och en kort logg över tekniska fel. Inget av det skickas till oss.',
      ],
    },
  ],
});
