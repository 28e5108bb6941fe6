// Placeholder while the page is built
export default function SubnetPoolCreate() {
  return null
}
