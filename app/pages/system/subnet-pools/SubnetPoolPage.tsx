// Placeholder while the page is built
export default function SubnetPoolPage() {
  return null
}
