// Placeholder while the page is built
export default function SubnetPoolMemberAdd() {
  return null
}
