import { useNavigation } from 'react-router';

/** A thin bar under the header while the next page's code loads, so a click never seems ignored. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand-100">
      <div className="h-full w-2/5 animate-[progress-slide_1s_ease-in-out_infinite] bg-brand-600" />
    </div>
  );
}
