// Placeholder: replaced by the issue that builds this screen.
export default function Page() {
  return <h1>Home</h1>;
}
