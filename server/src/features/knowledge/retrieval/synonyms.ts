/**
 * Words a case officer uses that the statutes say differently, per BAB topic. Each entry adds
 * the statute's words to a query containing the key (matched on the word's start).
 */
export const QUERY_SYNONYMS: Record<string, string[]> = {
  // Hissar och rullstolshjälpmedel
  trapphiss: ['hiss', 'trappa', 'lyft'],
  hiss: ['lyftanordning', 'trappa'],
  ramp: ['nivåskillnad', 'rullstol', 'tröskel'],
  rullstol: ['rörelsehinder', 'hjälpmedel'],
  // Dörröppnare och trösklar
  tröskel: ['nivåskillnad', 'dörr'],
  dörröppnare: ['dörr', 'automatisk', 'manövrering'],
  // Badrum, kök, spis
  dusch: ['badrum', 'hygien', 'badkar'],
  toalett: ['badrum', 'hygien', 'wc'],
  badrum: ['hygienutrymme', 'dusch'],
  kök: ['matlagning', 'köksinredning'],
  spisvakt: ['spis', 'elsäkerhet', 'brand'],
  // Beviljande, ekonomi, ägare
  bidragsbelopp: ['kostnad', 'skäligt', 'belopp'],
  kostnad: ['belopp', 'skälig'],
  hyresvärd: ['ägare', 'fastighetsägare', 'medgivande'],
  fastighetsägare: ['ägare', 'medgivande'],
  bostadsrätt: ['bostadsrättsförening', 'ägare', 'medgivande'],
  återställning: ['återställningsbidrag', 'återställa'],
  reparation: ['reparationsbidrag', 'reparera', 'hjälpmedel'],
  nybyggnad: ['nybyggnation', 'ny', 'byggnadsåtgärd'],
  fritidshus: ['permanentbostad', 'sommarstuga'],
  flytt: ['flytta', 'ny bostad', 'lämplig'],
  underhåll: ['underhåll', 'normalt underhåll', 'brister'],
  // Abbreviations of related laws
  lss: ['funktionshindrade', 'stöd', 'service'],
  sol: ['socialtjänstlagen'],
  osl: ['sekretess'],
  hsl: ['hälso', 'sjukvård'],
  // Forms of housing
  boende: ['boendeform', 'bostad'],
  // Handläggning och rättssäkerhet
  överklaga: ['överklagas', 'förvaltningsdomstol', 'förvaltningsrätt'],
  överklagande: ['överklagas', 'förvaltningsdomstol'],
  sekretess: ['sekretess', 'uppgift', 'enskilds förhållanden'],
  tystnadsplikt: ['sekretess'],
  jäv: ['jävig', 'intressekonflikt'],
  motiver: ['motivering', 'skäl'],
  avslag: ['beslut', 'motivering'],
  kommunicer: ['kommunikation', 'underrätta', 'yttra', 'material'],
  utredning: ['material', 'underrätta', 'yttra'],
  innehåll: ['ange', 'anges'],
  intyg: ['utlåtande', 'underlag', 'intyg'],
  utbetalning: ['betalas', 'utbetalas', 'lämnas'],
  delegation: ['delegera', 'nämnd', 'beslut'],
  handläggningstid: ['snabbt', 'försening', 'dröjsmål'],
  dröjsmål: ['försenat', 'avgörs', 'handläggning'],
};
