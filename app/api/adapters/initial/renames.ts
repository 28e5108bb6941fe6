// Newest operations that the first versioned API (2025112000.0.0) serves under another name.
export { renames } from '../v14/renames'
