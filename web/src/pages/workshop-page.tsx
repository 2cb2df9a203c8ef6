import { PlaceholderPage } from '@/components/placeholder-page';

export function WorkshopPage() {
  return (
    <PlaceholderPage
      title="Workshop"
      path="/workshop"
      description="Boka en workshop där din arbetsgrupp lär sig att använda tjänsten i det dagliga arbetet."
    />
  );
}
