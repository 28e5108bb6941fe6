// Placeholder while this page is being built (issue 3).
export default function AffinityPage() {
  return <h2>Affinity</h2>
}
