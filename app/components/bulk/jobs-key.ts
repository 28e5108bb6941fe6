/** The sessionStorage key of this tab's bulk jobs (alone, so the first visit's check is tiny) */
export const JOBS_KEY = 'console-bulk-jobs'
