// Placeholder while the page is built
export default function AuditLogPage() {
  return null
}
