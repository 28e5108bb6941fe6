// Placeholder while this page is being built (issue 3).
export default function ConnectTab() {
  return <h2>Connect</h2>
}
