// The role rules that turn the policies a user can read into "what you may not change and
// why". Pages load them with `import()` once the policies are being read: the first rows
// of a list need none of them, and they would add ~3 kB to the first visit. Nothing is
// disabled until they are here, as until the policies are (the API decides meanwhile).
export { projectCreateReason } from './project-create-reason'
export { projectChangeReason, siloChangeReason } from './project-permissions'
export { myRole, projectRoleFromSilo, roleIn } from './roles'
