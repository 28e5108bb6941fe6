// The user's settings pages and forms: see `pageFrom` in routes.tsx.
export const pages = {
  'pages/settings/ProfilePage': () => import('../pages/settings/ProfilePage'),
  'pages/settings/SshKeysPage': () => import('../pages/settings/SshKeysPage'),
  'forms/ssh-key-create': () => import('../forms/ssh-key-create'),
  'forms/ssh-key-edit': () => import('../forms/ssh-key-edit'),
  'pages/settings/AccessTokensPage': () => import('../pages/settings/AccessTokensPage'),
  'pages/settings/TaskLogPage': () => import('../pages/settings/TaskLogPage'),
}
