// Placeholder while the page is built
export default function SubnetPoolEdit() {
  return null
}
