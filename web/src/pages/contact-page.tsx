import { PlaceholderPage } from '@/components/placeholder-page';

export function ContactPage() {
  return (
    <PlaceholderPage
      title="Kontakta oss"
      path="/kontakt"
      description="Skicka ett meddelande till oss om frågor, support, demo, workshop eller samarbete."
    />
  );
}
