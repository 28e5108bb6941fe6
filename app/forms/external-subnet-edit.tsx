// Placeholder while the page is built
export default function ExternalSubnetEdit() {
  return null
}
