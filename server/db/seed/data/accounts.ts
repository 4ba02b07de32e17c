/** Demo roles and accounts. The README tells operators to change these passwords. */
export interface RoleData {
  name: string;
  description: string;
  /** 'all', or the permission names it holds. */
  permissions: 'all' | string[];
}

export const LOCATION_PERMISSIONS = [
  'manage province',
  'manage department',
  'manage municipality',
  'manage village',
];
export const ANIMAL_PERMISSIONS = ['manage disease', 'manage specie', 'manage breed'];

export const ROLES: RoleData[] = [
  {
    name: 'Admin',
    description: 'Super administrateur : tous les droits sur l’application.',
    permissions: 'all',
  },
  {
    name: 'Editor',
    description:
      'Éditeur : saisit les enregistrements et tient à jour les localités et le référentiel animal.',
    permissions: ['manage registration', ...LOCATION_PERMISSIONS, ...ANIMAL_PERMISSIONS],
  },
  {
    name: 'RSE',
    description: 'Responsable du suivi-évaluation : valide et corrige les enregistrements.',
    permissions: ['manage registration', 'validate registration', 'manage alert', 'acknowledge alert'],
  },
  {
    name: 'Décideur',
    description: 'Décideur : consulte le tableau de bord, sans droit de modification.',
    permissions: [],
  },
  {
    name: 'Agent',
    description: 'Agent de terrain : saisit les cas depuis l’application mobile, sans accès au back-office.',
    permissions: [],
  },
];

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  email: string;
  username: string;
  nom: string;
  prenom: string;
  /** Display name, as the API's `name`. */
  name: string;
  code: string;
  roles: string[];
  password: string;
  /** Province references (ISO 3166-2) the account is limited to; none: national. */
  provinces: string[];
}

const account = (
  username: string,
  prenom: string,
  nom: string,
  code: string,
  roles: string[],
  provinces: string[] = [],
): DemoAccount => ({
  email: `${username}@example.com`,
  username,
  nom,
  prenom,
  name: `${prenom} ${nom}`,
  code,
  roles,
  password: DEMO_PASSWORD,
  provinces,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('admin', 'Mahamat', 'Abakar', 'ADM-001', ['Admin']),
  account('editor', 'Achta', 'Moussa', 'EDT-001', ['Editor']),
  account('rse', 'Ngarta', 'Djimadoum', 'RSE-001', ['RSE', 'Décideur']),
  account('decideur', 'Fatimé', 'Hassane', 'DEC-001', ['Décideur']),
  account('agent', 'Koularam', 'Ndoubabé', 'AGT-001', ['Agent']),
  // A surveillance officer of one province: sees and changes registrations of Hadjer-Lamis only.
  account('rse-province', 'Haoua', 'Brahim', 'RSE-HL1', ['RSE'], ['TD-HL']),
];
