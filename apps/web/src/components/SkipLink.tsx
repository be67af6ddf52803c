import { appTexts as t } from '../words/app';
import classes from './SkipLink.module.css';

/** 'Pular para o conteúdo': the customer app, the console and the professional area all lead to `#conteudo`. */
export function SkipLink() {
  return (
    <a href="#conteudo" className={classes.skipLink}>
      {t.skipToContent}
    </a>
  );
}
