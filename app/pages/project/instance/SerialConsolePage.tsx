// Placeholder while this page is being built (issue 3).
export default function SerialConsolePage() {
  return <h2>Serial console</h2>
}
