import type { LegalTexts } from './types';

// Brazilian Portuguese texts of the demo operator's legal pages (issue 16 item 4).
export const legalPtBr: LegalTexts = {
  about: {
    title: 'Sobre nós',
    description: 'Quem opera esta casa de apostas, como trabalhamos e como falar conosco.',
    html: `<p>O Demo Sportsbook é um site de apostas esportivas white-label operado pela Demo Gaming Ltd. Oferecemos apostas pré-jogo e ao vivo em futebol, tênis, basquete, hóquei no gelo, críquete e esports, com odds atualizadas a cada segundo durante a partida.</p>
<h2>No que acreditamos</h2>
<p>Apostar deve continuar sendo diversão. Por isso toda conta tem limites de depósito, de perda e de sessão, verificação de realidade e autoexclusão no perfil, e nossas odds, regras e liquidações estão explicadas com clareza neste site.</p>
<h2>Licença e transparência</h2>
<p>Os resultados são liquidados com base em feeds de dados oficiais. Cada aposta, alteração de saldo e liquidação fica registrada e pode ser revisada pelo suporte e, a pedido, pelo órgão regulador.</p>
<h2>Contato</h2>
<p>Nosso suporte atende todos os dias das 08:00 às 24:00 (horário da Europa Central): support@demo-sportsbook.example. Muitas respostas já estão na <a href="/help-center">Central de Ajuda</a>.</p>`,
  },
  generalRules: {
    title: 'Regras gerais de apostas',
    description: 'Tipos de aposta, apostas anuladas, empate técnico e partidas interrompidas.',
    html: `<p>Estas regras valem para toda aposta feita neste site, junto com os <a href="/terms-and-conditions">Termos e Condições</a>. Quando um mercado tem regra própria, ela prevalece.</p>
<h2>Tipos de aposta</h2>
<ul><li><strong>Simples:</strong> uma seleção. Ganha quando a seleção ganha; o retorno é o valor apostado vezes a odd.</li><li><strong>Múltipla:</strong> duas ou mais seleções de eventos diferentes. Todas precisam ganhar; as odds são multiplicadas.</li><li><strong>Sistema:</strong> todas as combinações de um tamanho escolhido, por exemplo todas as duplas de três seleções (sistema 2/3, três apostas). Cada combinação recebe uma parte igual do valor apostado.</li></ul>
<h2>Apostas anuladas</h2>
<p>Uma seleção é anulada e conta com odd 1,00 quando o mercado não pode ser liquidado: o evento não acontece, um jogador citado não participa ou a odd foi oferecida com erro evidente. Uma aposta simples anulada devolve o valor apostado; uma múltipla segue com as demais seleções.</p>
<h2>Empate técnico (dead heat)</h2>
<p>Quando dois ou mais competidores empatam em uma posição paga, o valor apostado é dividido pelo número de empatados e a odd se aplica a essa parte; o restante é perdido.</p>
<h2>Partidas interrompidas e adiadas</h2>
<p>Se uma partida é interrompida, os mercados já decididos permanecem válidos; os demais são anulados. Uma partida adiada que não ocorra em até 48 horas do início previsto é anulada.</p>
<h2>Apostas ao vivo</h2>
<p>As odds ao vivo mudam rapidamente. A aposta é aceita na odd exibida ou em uma melhor, salvo se suas configurações aceitarem mudanças. Mercados são suspensos em momentos perigosos, como pênaltis.</p>`,
  },
  terms: {
    title: 'Termos e Condições',
    description: 'O acordo entre você e o Demo Sportsbook: conta, apostas, bônus e reclamações.',
    html: `<p>Ao abrir uma conta você concorda com estes Termos e Condições e com as <a href="/general-rules">Regras gerais de apostas</a>. Última atualização: 1º de novembro de 2026.</p>
<h2>1. Elegibilidade</h2>
<p>Você precisa ter pelo menos 18 anos, ou mais onde a lei do seu país exigir, e apostas esportivas devem ser legais onde você mora. Podemos pedir comprovação de idade e identidade a qualquer momento; apostas de menores são anuladas.</p>
<h2>2. Sua conta</h2>
<p>Cada pessoa pode ter uma conta. Mantenha sua senha em segredo: você responde por toda aposta feita com seu login. Seus dados devem ser verdadeiros e atualizados.</p>
<h2>3. Apostas e aceitação</h2>
<p>Uma aposta é aceita quando aparece em Minhas apostas com um código de referência. Podemos recusar uma aposta ou aceitar um valor menor. Os limites de aposta e de ganho aparecem no cupom.</p>
<h2>4. Mudanças de odds</h2>
<p>As odds podem mudar entre a seleção e a confirmação. Suas configurações definem se uma odd alterada é aceita automaticamente, só quando sobe, ou nunca.</p>
<h2>5. Liquidação</h2>
<p>As apostas são liquidadas pelo resultado oficial ao fim do jogo; prorrogação só conta quando o mercado diz. Os ganhos entram no saldo na hora; erros de liquidação são corrigidos.</p>
<h2>6. Cash out</h2>
<p>Quando oferecido, você pode encerrar a aposta antes do fim dos eventos pelo valor exibido. O valor acompanha as odds ao vivo e pode mudar ou ser retirado a qualquer momento; um cash out é definitivo.</p>
<h2>7. Bônus</h2>
<p>Apostas grátis, turbos de múltipla e outras promoções têm termos próprios, mostrados em cada oferta. O valor de uma aposta grátis não é devolvido com os ganhos. Bônus obtidos com abuso podem ser retirados.</p>
<h2>8. Jogo responsável</h2>
<p>No perfil você define limites de depósito, perda, apostas e sessão, faz uma pausa ou se autoexclui. Se apostar deixar de ser diversão, procure ajuda de organizações independentes como o Jogadores Anônimos.</p>
<h2>9. Reclamações</h2>
<p>Fale com o suporte pela <a href="/help-center">Central de Ajuda</a> informando o código da aposta. Respondemos em até 14 dias. Se não ficar satisfeito, recorra ao serviço independente de resolução de disputas indicado em nossa licença.</p>`,
  },
  helpCenter: {
    title: 'Central de Ajuda',
    description: 'Respostas às dúvidas mais comuns sobre conta, depósitos, apostas e limites.',
    html: `<p>Encontre respostas rápidas abaixo. Se sua dúvida não estiver aqui, nosso suporte ajuda todos os dias das 08:00 às 24:00.</p>
<h2>Conta</h2>
<h3>Como abro uma conta?</h3>
<p>Escolha Cadastrar, informe e-mail, senha e moeda e aceite os <a href="/terms-and-conditions">Termos e Condições</a>. Enviamos um link para confirmar seu e-mail.</p>
<h3>Esqueci minha senha</h3>
<p>Escolha Entrar e depois Esqueci a senha. Enviamos um link válido por uma hora.</p>
<h2>Apostas</h2>
<h3>Como faço uma aposta?</h3>
<p>Toque em uma odd para colocá-la no cupom, informe o valor e escolha Apostar. O ganho possível aparece antes da confirmação.</p>
<h3>Por que minha aposta não foi aceita?</h3>
<p>A odd pode ter mudado, o mercado pode estar suspenso ou o valor passou de um limite. O cupom mostra o motivo e permite aceitar a nova odd.</p>
<h3>Quando as apostas são liquidadas?</h3>
<p>Em geral poucos minutos após o resultado oficial. Veja as <a href="/general-rules">Regras gerais de apostas</a> sobre apostas anuladas e partidas interrompidas.</p>
<h2>Limites e segurança</h2>
<h3>Como defino um limite de depósito?</h3>
<p>Abra seu perfil e depois Limites. Um limite menor vale na hora; um maior só depois de um período de espera.</p>`,
  },
};
