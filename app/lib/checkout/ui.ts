export { PixPayment } from "./PixPayment";
export { RepeatedWeekNote, RepeatWeekForm } from "./RepeatWeekForm";
