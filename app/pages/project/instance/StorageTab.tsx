// Placeholder while this page is being built (issue 3).
export default function StorageTab() {
  return <h2>Storage</h2>
}
