/** The only active case-officer role (spec 1 §1), and its chat topics as seeded into `categories`. */
export const BAB_CATEGORY = 'BAB-handläggare';

/** The UI adds this topic to the ones in the database. */
export const OTHER_TOPIC = 'Övrigt';

export const BAB_TOPICS = [
  { subtopic: 'Ansökan och handläggning', icon: '📝' },
  { subtopic: 'Badrum och hygienutrymmen', icon: '🛁' },
  { subtopic: 'Beviljanderegler och kriterier', icon: '⚖️' },
  { subtopic: 'Dörröppnare och trösklar', icon: '🚪' },
  { subtopic: 'Ekonomisk prövning', icon: '💰' },
  { subtopic: 'Funktionsnedsättning och behov', icon: '♿' },
  { subtopic: 'Hissar och rullstolshjälpmedel', icon: '🛗' },
  { subtopic: 'Köksanpassning', icon: '🍳' },
  { subtopic: 'Samverkan med andra aktörer', icon: '🤝' },
  { subtopic: 'Spisvakt och elsäkerhet', icon: '🔌' },
  { subtopic: 'Tillgänglighet i flerbostadshus', icon: '🏢' },
] as const;

export type BabTopic = (typeof BAB_TOPICS)[number]['subtopic'];
