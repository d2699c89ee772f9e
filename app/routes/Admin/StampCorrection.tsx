import { FormAlert } from "~/components/FormAlert";
import { useActionFetcher } from "~/lib/platform";
import { noticeOf, type ShopChangeData } from "~/lib/staff";
import { button } from "~/styles/shared.css";

const CORRECTIONS = [
  ["1", "+1 selo"],
  ["-1", "−1 selo"],
] as const;

/** "+1 selo" / "−1 selo" on the customer's card, through /Admin's action: done only once the server has it. */
export function StampCorrection({
  docId,
  customerUid,
  describedBy,
}: {
  docId: string;
  customerUid: string;
  describedBy: string;
}) {
  const { fetcher, error } = useActionFetcher<ShopChangeData>(`stamp-correct-${docId}`);
  const saving = fetcher.state !== "idle";
  const saved = saving ? null : noticeOf(fetcher.data);
  return (
    <div role="group" aria-label="Cartão fidelidade do cliente">
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="stamp-correct" />
        <input type="hidden" name="docId" value={docId} />
        <input type="hidden" name="customerUid" value={customerUid} />
        {CORRECTIONS.map(([delta, label]) => (
          <button
            key={delta}
            type="submit"
            name="delta"
            value={delta}
            className={button.secondary}
            aria-describedby={describedBy}
            disabled={saving}
          >
            {label}
          </button>
        ))}
        <span aria-live="polite">{saving ? "Salvando…" : (saved ?? "")}</span>
        <FormAlert message={error} />
      </fetcher.Form>
    </div>
  );
}
