// Placeholder while this page is being built (issue 3).
export default function NetworkingTab() {
  return <h2>Networking</h2>
}
