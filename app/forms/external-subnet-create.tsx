// Placeholder while the page is built
export default function ExternalSubnetCreate() {
  return null
}
