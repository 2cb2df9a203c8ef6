import {
  Accessibility,
  ArrowUpDown,
  Bath,
  BookOpen,
  Building2,
  Coins,
  CookingPot,
  DoorOpen,
  FileText,
  Gavel,
  Handshake,
  House,
  type LucideIcon,
  PlugZap,
  Scale,
  ShieldCheck,
  Stethoscope,
  Users,
} from 'lucide-react';

/**
 * The SVG icons a law area's topics may name (area.json `icon`, a lucide icon name). The emoji
 * stored with the topics render as empty boxes on machines without an emoji font, so the web
 * shows these instead. Only these are bundled: a pack that names another gets the default.
 */
export const TOPIC_ICONS: Readonly<Record<string, LucideIcon>> = {
  Accessibility,
  ArrowUpDown,
  Bath,
  BookOpen,
  Building2,
  Coins,
  CookingPot,
  DoorOpen,
  FileText,
  Gavel,
  Handshake,
  House,
  PlugZap,
  Scale,
  ShieldCheck,
  Stethoscope,
  Users,
};

/** The icon of that name; 'Övrigt', and a topic without a known icon, get a house. */
export const topicIcon = (name: string | null | undefined): LucideIcon =>
  (name && Object.hasOwn(TOPIC_ICONS, name) ? TOPIC_ICONS[name] : undefined) ?? House;
