// Placeholder while the page is built
export default function SubnetPoolsPage() {
  return null
}
