// Placeholder while this page is being built (issue 3).
export default function AntiAffinityGroupPage() {
  return <h2>Anti-affinity group</h2>
}
