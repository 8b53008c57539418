// Placeholder: replaced by the issue that builds this screen.
export default function Page() {
  return <h1>Login</h1>;
}
