import { useNavigation } from 'react-router';

/** Thin bar under the header while the next page's code loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') {
    return null;
  }
  return (
    <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-0.5 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 motion-safe:animate-pulse bg-brand-600" />
    </div>
  );
}
