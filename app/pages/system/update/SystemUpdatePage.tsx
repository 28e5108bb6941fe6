// Placeholder while the page is built
export default function SystemUpdatePage() {
  return null
}
