// Placeholder while this page is being built (issue 3).
export default function SettingsTab() {
  return <h2>Settings</h2>
}
