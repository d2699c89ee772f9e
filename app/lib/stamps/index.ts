export { stampCardsPart } from "./parts";
export { earnsStampsWhenPlaced, parseStampCard, rewardAmount, rewardReady, USE_REWARD_LABEL } from "./stamp-card";
export { useMyStampCard } from "./useMyStampCard";
