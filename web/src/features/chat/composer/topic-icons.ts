import { BAB_TOPICS, type BabTopic, OTHER_TOPIC } from '@app/common';
import {
  Accessibility,
  ArrowUpDown,
  Bath,
  Building2,
  Coins,
  CookingPot,
  DoorOpen,
  FileText,
  Handshake,
  House,
  type LucideIcon,
  PlugZap,
  Scale,
} from 'lucide-react';

/**
 * Each topic's icon as an SVG. The emoji stored with the topics render as empty boxes on
 * machines without an emoji font, so the web shows these instead.
 */
const BAB_TOPIC_ICONS: Record<BabTopic, LucideIcon> = {
  'Ansökan och handläggning': FileText,
  'Badrum och hygienutrymmen': Bath,
  'Beviljanderegler och kriterier': Scale,
  'Dörröppnare och trösklar': DoorOpen,
  'Ekonomisk prövning': Coins,
  'Funktionsnedsättning och behov': Accessibility,
  'Hissar och rullstolshjälpmedel': ArrowUpDown,
  Köksanpassning: CookingPot,
  'Samverkan med andra aktörer': Handshake,
  'Spisvakt och elsäkerhet': PlugZap,
  'Tillgänglighet i flerbostadshus': Building2,
};

const isBabTopic = (topic: string): topic is BabTopic => BAB_TOPICS.some((known) => known.subtopic === topic);

/** The icon for a topic; 'Övrigt' and any topic without one of its own get a house. */
export const topicIcon = (topic: string): LucideIcon =>
  topic !== OTHER_TOPIC && isBabTopic(topic) ? BAB_TOPIC_ICONS[topic] : House;
