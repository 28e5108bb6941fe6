// The silo's pages and forms, but for the projects list (a landing page) and its forms,
// which the route table imports itself: see `pageFrom` in routes.tsx.
export const pages = {
  'pages/images/SiloImagesPage': () => import('../pages/images/SiloImagesPage'),
  'forms/image-view': () => import('../forms/image-view'),
  'pages/access/SiloAccessPage': () => import('../pages/access/SiloAccessPage'),
  'pages/utilization/SiloUtilizationPage': () => import('../pages/utilization/SiloUtilizationPage'),
  'pages/certificates/CertificatesPage': () => import('../pages/certificates/CertificatesPage'),
  'forms/certificate-create': () => import('../forms/certificate-create'),
  'pages/directory/DirectoryPage': () => import('../pages/directory/DirectoryPage'),
  'pages/directory/UsersTab': () => import('../pages/directory/UsersTab'),
  'pages/directory/GroupsTab': () => import('../pages/directory/GroupsTab'),
  'pages/directory/UserPage': () => import('../pages/directory/UserPage'),
  'pages/directory/GroupPage': () => import('../pages/directory/GroupPage'),
}
