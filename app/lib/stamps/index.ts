export {
  rewardAmount,
  rewardReady,
  STAMP_CHANGES_KEPT,
  STAMP_CLOCK_SLACK_MS,
  stampChangeKinds,
  USE_REWARD_LABEL,
} from "./stamp-card";
export { useMyStampCard } from "./useMyStampCard";
