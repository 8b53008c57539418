/**
 * The bar signed-in staff see on public pages until the site is launched (decision 115): visitors'
 * pages never carry it (theirs are kept and shared; staff pages are rendered for each of them).
 */
export function NotLaunchedBar() {
  return (
    <div role="status" data-not-launched className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <strong>Not launched</strong> — search engines are asked not to index this site until an admin launches it from the{' '}
      <a href="/dashboard#launch-checklist-heading" className="font-medium underline underline-offset-2">
        launch checklist
      </a>
      .
    </div>
  );
}
