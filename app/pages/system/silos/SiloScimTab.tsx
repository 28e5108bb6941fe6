// Placeholder while the tab is built
export function SiloScimTab(_: { silo: string }) {
  return null
}
