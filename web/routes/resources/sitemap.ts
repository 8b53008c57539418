// Placeholder: built by the blog issue.
export function loader() {
  return new Response('', { status: 404 });
}
