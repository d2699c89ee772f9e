import { shop } from "~/lib/shop";

import * as styles from "./home.css";

// True of every order, at any hour: delivery, pickup and table, open or closed (the shop's status says which).
const benefits = [
  { text: "Compra simples e segura", tone: "accent" },
  { text: "Feito na hora, do seu jeito", tone: "muted" },
  { text: "Acompanhe o pedido ao vivo", tone: "brand" },
  { text: "Variedade de cafés especiais", tone: "success" },
] as const;

/** The home page's opening: what the shop offers, and why buy here. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <div>
          <h1 id="hero-title" className={styles.headline}>
            Encontre o café perfeito para o seu dia
          </h1>
          <p className={styles.lead}>
            Escolha o tamanho, o leite e os adicionais: a {shop.name} prepara e você acompanha o pedido ao vivo.
          </p>
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
