// Placeholder while the page is built
export default function ExternalSubnetsPage() {
  return null
}
