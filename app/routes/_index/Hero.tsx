import { shop } from "~/lib/shop";

import * as styles from "./home.css";

const benefits = [
  { text: "Compra simples e segura", tone: "accent" },
  { text: "Embalagem mantém o café intacto", tone: "muted" },
  { text: "Entrega rápida e rastreada", tone: "brand" },
  { text: "Variedade de cafés especiais", tone: "success" },
] as const;

/** The home page's opening: what the shop offers, and why buy here. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <div>
          <h1 id="hero-title" className={styles.headline}>
            Encontre o café perfeito para qualquer hora do dia
          </h1>
          <p className={styles.lead}>Com a {shop.name} você recebe seu café onde estiver, a qualquer hora.</p>
          <ul className={styles.benefits}>
            {benefits.map((benefit, index) => (
              <li key={benefit.text} className={styles.benefit}>
                <span className={styles.benefitDot[benefit.tone]} aria-hidden="true">
                  {index + 1}
                </span>
                {benefit.text}
              </li>
            ))}
          </ul>
        </div>
        <img className={styles.heroArt} src="/coffees/latte.svg" alt="" width={288} height={288} />
      </div>
    </section>
  );
}
