import '../components/retention.css';

/** The retention modal bodies, one chunk (they link to one another); the registry picks each by name. */
export { default as QuestsHubBody } from './quests-hub-modal';
export { default as QuestTasksBody } from './quest-tasks-modal';
export { default as QuestTaskGamesBody } from './quest-task-games-modal';
export { default as QuestRewardsBody } from './quest-rewards-modal';
export { default as LoyaltyLevelBody } from './loyalty-level-modal';
export { default as AffiliateProgramBody } from './affiliate-program-modal';
export { default as ReferralTransferBody } from './referral-transfer-modal';
