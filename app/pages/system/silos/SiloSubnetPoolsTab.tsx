// Placeholder while the tab is built
export function SiloSubnetPoolsTab(_: { silo: string }) {
  return null
}
