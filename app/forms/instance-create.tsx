// Placeholder while this page is being built (issue 3).
export default function InstanceCreateForm() {
  return <h2>New instance</h2>
}
