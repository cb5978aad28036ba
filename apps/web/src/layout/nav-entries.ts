import {
  IconBook,
  IconBrain,
  IconBrandGithub,
  IconBuildingStore,
  IconDatabase,
  IconGift,
  IconHelpCircle,
  IconHistory,
  IconKey,
  IconLayoutDashboard,
  IconMail,
  IconSend,
  IconServer,
  IconShieldLock,
  IconShoppingCart,
  IconSparkles,
  IconUser,
  type TablerIcon,
} from '@tabler/icons-react';
import { PATHS } from '@bagel/contract';

/** Side panels the shell can open; each has a sheet registered in `panels.tsx`. */
export type PanelId = 'contact-us' | 'send-bagel' | 'transaction-history' | 'create-dataset' | 'create-model';
/** Links whose address is only known at run time. */
export type ExternalLinkId = 'documentation' | 'github';

export type NavTarget = { kind: 'route'; to: string } | { kind: 'external'; link: ExternalLinkId } | { kind: 'panel'; panel: PanelId };

export interface NavEntry {
  id: string;
  label: string;
  icon: TablerIcon;
  target: NavTarget;
  /** Shown to users with the admin role only. */
  adminOnly?: boolean;
}

const route = (to: string): NavTarget => ({ kind: 'route', to });

const dashboard: NavEntry = { id: 'dashboard', label: 'Dashboard', icon: IconLayoutDashboard, target: route(PATHS.dashboard) };
const profile: NavEntry = { id: 'profile', label: 'Profile', icon: IconUser, target: route(PATHS.profile) };
const datasets: NavEntry = { id: 'datasets', label: 'My Datasets', icon: IconDatabase, target: route(PATHS.datasets) };
const models: NavEntry = { id: 'models', label: 'My Models', icon: IconBrain, target: route(PATHS.models) };
const market: NavEntry = { id: 'market', label: 'Market', icon: IconBuildingStore, target: route(PATHS.market) };
const deployments: NavEntry = { id: 'deployments', label: 'Deployments', icon: IconServer, target: route(PATHS.deployments) };
const aiGeneration: NavEntry = {
  id: 'ai-generation',
  label: 'AI Generation Models',
  icon: IconSparkles,
  target: route(PATHS.aiGeneration),
};
const apiKey: NavEntry = { id: 'api-key', label: 'API-Key', icon: IconKey, target: route(PATHS.apiKey) };
const buyBagels: NavEntry = { id: 'buy-bagels', label: 'Buy Bagel', icon: IconShoppingCart, target: route(PATHS.buyBagels) };
const sendBagel: NavEntry = { id: 'send-bagel', label: 'Send Bagel', icon: IconSend, target: { kind: 'panel', panel: 'send-bagel' } };
const transactionHistory: NavEntry = {
  id: 'transaction-history',
  label: 'Transaction History',
  icon: IconHistory,
  target: { kind: 'panel', panel: 'transaction-history' },
};
const earnBagels: NavEntry = { id: 'earn-bagels', label: 'Earn Bagels', icon: IconGift, target: route(PATHS.invite) };
const documentation: NavEntry = {
  id: 'documentation',
  label: 'Documentation',
  icon: IconBook,
  target: { kind: 'external', link: 'documentation' },
};
const github: NavEntry = { id: 'github', label: 'GitHub', icon: IconBrandGithub, target: { kind: 'external', link: 'github' } };
const faq: NavEntry = { id: 'faq', label: 'FAQ', icon: IconHelpCircle, target: route(PATHS.faq) };
const admin: NavEntry = { id: 'admin', label: 'Admin', icon: IconShieldLock, target: route(PATHS.admin), adminOnly: true };
const contactUs: NavEntry = { id: 'contact-us', label: 'Contact Us', icon: IconMail, target: { kind: 'panel', panel: 'contact-us' } };

/** The avatar menu (spec §2 Header), before Sign Out; Admin beyond the spec, for admins. */
export const ACCOUNT_ENTRIES: readonly NavEntry[] = [profile, datasets, models, apiKey, admin, documentation, github];

/** The sidebar (spec §2 Sidebar), with the Market after the user's own models (issue 23). */
export const SIDEBAR_ENTRIES: readonly NavEntry[] = [
  profile,
  datasets,
  models,
  market,
  deployments,
  aiGeneration,
  apiKey,
  buyBagels,
  sendBagel,
  transactionHistory,
  earnBagels,
];

/** The sidebar's Get Help section. */
export const HELP_ENTRIES: readonly NavEntry[] = [documentation, faq, contactUs];

/**
 * Below the desktop breakpoint one panel holds everything the avatar menu and the sidebar hold, after the header's
 * Dashboard link: on a phone the panel is the only way there (the header has no room for the link or the logo).
 */
export const MOBILE_MENU_ENTRIES: readonly NavEntry[] = [...new Set([dashboard, ...SIDEBAR_ENTRIES, ...ACCOUNT_ENTRIES, ...HELP_ENTRIES])];
