import type { SeedLocaleContent } from './types.ts'

// Comunidade portuguesa (site pt-PT). Os membros da comunidade são fictícios.
// Os especialistas estão definidos em experts.ts e são referidos aqui como "expert:<slug>".
// As anfitriãs (papel fake_user) são contas da equipa Nestwell: dão as boas-vindas, lançam perguntas
// e resumem («Muitas pessoas do grupo contam-nos…»), nunca contam na primeira pessoa uma gravidez,
// uma perda, um tratamento, um parto ou um bebé, e nunca escrevem nos grupos privados
// (tests/unit/community-hosts.test.ts). As experiências dos membros ficam em contas de membros.

export const content: SeedLocaleContent = {
  locale: 'pt',
  authors: [
    { key: 'pt:joana-s', name: 'Joana S.', role: 'user', hasAvatar: true },
    { key: 'pt:mae-de-primeira-viagem', name: 'mae_de_primeira_viagem', role: 'user', hasAvatar: false },
    { key: 'pt:catarina-m', name: 'Catarina M.', role: 'user', hasAvatar: true },
    { key: 'pt:ruben-f', name: 'Rúben F.', role: 'user', hasAvatar: true },
    { key: 'pt:beatriz-p', name: 'Beatriz P.', role: 'user', hasAvatar: true },
    { key: 'pt:filipa-gomes', name: 'Filipa Gomes', role: 'user', hasAvatar: false },
    { key: 'pt:tripeira-de-gema', name: 'tripeira_de_gema', role: 'user', hasAvatar: true },
    { key: 'pt:daniela-r', name: 'Daniela R.', role: 'user', hasAvatar: true },
    { key: 'pt:tiago-m', name: 'Tiago M.', role: 'user', hasAvatar: false },
    { key: 'pt:carla-n', name: 'Carla N.', role: 'user', hasAvatar: false },
    { key: 'pt:raquel-t', name: 'Raquel T.', role: 'user', hasAvatar: true },
    { key: 'pt:equipa-rita', name: 'Equipa Nestwell – Rita', role: 'moderator', hasAvatar: true },
    { key: 'pt:equipa-nuno', name: 'Equipa Nestwell – Nuno', role: 'moderator', hasAvatar: true },
    { key: 'pt:leonor-v', name: 'Leonor V.', role: 'fake_user', hasAvatar: true },
    { key: 'pt:pati-e-o-bebe', name: 'Patrícia A.', role: 'fake_user', hasAvatar: false },
    { key: 'pt:nestwell-bot', name: 'Nestwell Bot', role: 'bot', hasAvatar: true },
  ],
  posts: [
    // ─── A tentar engravidar ───────────────────────────────────────────────
    {
      slug: 'testes-de-ovulacao-linhas-fracas-pt',
      title: 'Testes de ovulação: a segunda linha nunca fica forte',
      authorKey: 'pt:catarina-m',
      groupSlug: 'trying-to-conceive',
      daysAgo: 3,
      body:
        'Olá a todas. Depois de ter escrito aqui sobre os ciclos irregulares, decidi finalmente comprar testes de ovulação na farmácia. Faço o teste todos os dias por volta das duas da tarde, como diz o folheto, mas a segunda linha aparece sempre clarinha, nunca tão escura como a de controlo.\n\n' +
        'Este ciclo parece estar a acalmar e comecei a testar no dia 11. Já vou no dia 17 e nada. Será que não estou a ovular? Ou estou a testar à hora errada?\n\n' +
        'Também li que beber muita água antes estraga o resultado. Alguém passou pelo mesmo? A consulta pré-concecional com a minha médica de família só é daqui a um mês e não queria estar já a fazer um drama.',
      comments: [
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 4,
          body: 'Passei exatamente pelo mesmo! No meu caso o pico era tão curto que só o apanhei quando comecei a testar duas vezes por dia, a meio da manhã e ao fim da tarde. E sim, evita beber litros de água nas duas horas antes, que a urina fica muito diluída.',
        },
        {
          authorKey: 'expert:dr-amara-osei',
          hoursAfter: 20,
          body: 'Uma linha de teste mais clara do que a de controlo costuma significar que a hormona LH ainda não atingiu o pico. Em ciclos mais longos, a ovulação pode acontecer bem depois do dia 14, por isso pode valer a pena continuar a testar durante mais uns dias e, como sugeriram, duas vezes por dia. Registar também o muco cervical ou a temperatura basal ajuda a ter uma imagem mais completa. Se ao fim de vários ciclos nunca vires um pico, leva os registos à consulta. Isto é informação geral e não substitui aconselhamento médico: fala com a tua médica de família ou com o teu ginecologista.',
        },
        {
          authorKey: 'pt:catarina-m',
          hoursAfter: 30,
          body: 'Obrigada às duas! Hoje ao fim da tarde a linha ficou igualzinha à de controlo. Afinal era só paciência, que é coisa que me falta, confesso.',
        },
        {
          authorKey: 'pt:leonor-v',
          hoursAfter: 40,
          body: 'Que boa notícia, Catarina! É das histórias que mais ouvimos neste grupo: meses a achar que havia algum problema e, afinal, a ovulação era só mais tardia do que no calendário. Boa sorte para este ciclo!',
        },
      ],
    },
    {
      slug: 'a-espera-das-duas-semanas-pt',
      title: 'A espera das duas semanas está a dar comigo em doida',
      authorKey: 'pt:beatriz-p',
      groupSlug: 'trying-to-conceive',
      daysAgo: 8,
      body:
        'Estou no nono dia depois da ovulação e juro que já analisei cada pontada, cada dor nas mamas, cada bocejo. Ontem chorei com um anúncio de iogurtes e o meu marido olhou para mim como quem diz «é agora». Pois, mas no mês passado também chorei e a menstruação veio na mesma.\n\n' +
        'Depois do que aconteceu no início do ano, cada mês custa um bocadinho mais. Tenho uma caixa de testes na gaveta da casa de banho e estou a fazer um esforço enorme para não fazer nenhum antes do atraso. Sei que é cedo e que um negativo agora não quer dizer nada, mas a curiosidade é tanta.\n\n' +
        'Como é que vocês se distraem nestes dias? Preciso de ideias que não passem por fazer contas no calendário às três da manhã.',
      comments: [
        {
          authorKey: 'pt:nestwell-bot',
          hoursAfter: 1,
          body: 'Olá, Beatriz! Bem-vinda ao grupo A tentar engravidar. Aqui podes partilhar dúvidas e desabafos à vontade. Lembra-te de que o calendário da app mostra a data prevista da próxima menstruação, o que pode ajudar a decidir quando fazer um teste.',
        },
        {
          authorKey: 'pt:tripeira-de-gema',
          hoursAfter: 3,
          body: 'Eu nesses dias marcava coisas para fazer ao fim do dia: jantar com amigas, cinema, uma caminhada comprida junto ao rio. O pior é ficar sozinha no sofá com o telemóvel na mão a pesquisar sintomas.',
        },
        {
          authorKey: 'pt:pati-e-o-bebe',
          hoursAfter: 6,
          body: 'Um conselho que circula muito neste grupo: entregar os testes a alguém de confiança até ao dia do atraso. Há quem os deixe em casa de uma irmã ou de uma amiga e só os vá buscar nesse dia. Muitas dizem-nos que foi o que as salvou.',
        },
        {
          authorKey: 'pt:equipa-rita',
          hoursAfter: 10,
          body: 'Beatriz, é tão normal sentires isso, sobretudo depois de uma perda. Uma sugestão da equipa: há quem goste de escrever num caderno como se sente em cada dia, para depois perceber que muitos destes sinais também aparecem antes da menstruação. Estamos contigo.',
        },
        {
          authorKey: 'pt:beatriz-p',
          hoursAfter: 120,
          body: 'Atualização: aguentei até ao atraso e... deu positivo! Ainda nem acredito. Obrigada pelas dicas. A da irmã resultou mesmo, só que usei a minha cunhada.',
        },
      ],
    },
    {
      slug: 'ciclos-irregulares-depois-da-pilula-pt',
      title: 'Ciclos irregulares depois de deixar a pílula',
      authorKey: 'pt:catarina-m',
      groupSlug: 'trying-to-conceive',
      daysAgo: 21,
      body:
        'Deixei a pílula há quatro meses, depois de quase doze anos a tomá-la. O primeiro ciclo teve 38 dias, o segundo 45 e agora vou no dia 33 sem sinais de nada. Antes de começar a pílula, aos dezassete anos, lembro-me de ser tudo muito certinho.\n\n' +
        'Fui ao centro de saúde e a enfermeira disse-me que é comum o corpo demorar uns meses a encontrar o ritmo e que devia ir registando tudo. Estou a fazer isso na app, mas com ciclos tão diferentes não consigo perceber quando é que ovulo.\n\n' +
        'Quanto tempo é que o vosso corpo demorou a acertar? Estou a ficar ansiosa e o meu namorado diz que estou a pensar demasiado nisto, o que obviamente ajuda imenso.',
      comments: [
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 5,
          body: 'O meu demorou uns quatro meses a estabilizar. O primeiro ciclo foi de quase cinquenta dias, nem queria acreditar. Depois foi encurtando até ficar nos trinta e pouco.',
        },
        {
          authorKey: 'expert:dr-helena-marsh',
          hoursAfter: 18,
          body: 'É frequente os ciclos serem mais longos ou irregulares nos primeiros meses depois de parar a contraceção hormonal, e em muitas mulheres vão regularizando ao longo de alguns meses. Continuar a registar a duração dos ciclos, o muco cervical e, se quiseres, testes de ovulação dá informação útil para a consulta. Se os ciclos se mantiverem muito irregulares, se passares vários meses sem menstruação ou se tiveres outros sintomas, vale a pena pedir uma avaliação. Isto é informação geral e não substitui aconselhamento médico: fala com o teu médico de família ou ginecologista.',
        },
        {
          authorKey: 'pt:pati-e-o-bebe',
          hoursAfter: 22,
          body: 'Não és a única, de todo: muitas pessoas deste grupo contam-nos que o corpo levou de alguns meses a meio ano a acertar depois da pílula. Entretanto, se ainda não o fizeste, aproveita para pedir a consulta pré-concecional.',
        },
        {
          authorKey: 'pt:catarina-m',
          hoursAfter: 26,
          body: 'Obrigada, já me sinto menos maluca. Vou marcar a consulta pré-concecional com a minha médica de família e continuar a registar tudo direitinho.',
        },
      ],
    },
    {
      slug: 'do-lado-do-parceiro-pt',
      title: 'Do lado do parceiro: quando tudo passa a ser calendário',
      authorKey: 'pt:ruben-f',
      groupSlug: 'trying-to-conceive',
      daysAgo: 45,
      body:
        'Escrevo aqui porque a minha mulher me mostrou este grupo e achei que me podia ajudar ouvir outras pessoas. Estamos a tentar há quase um ano. No início era tudo leve e divertido, agora há dias em que recebo uma mensagem a meio da tarde a dizer «hoje é o dia» e sinto uma pressão enorme.\n\n' +
        'Não quero que ela pense que não estou empenhado, porque estou. Mas às vezes sinto-me mais uma peça do plano do que um companheiro. E quando vem a menstruação, ela fica em baixo durante dias e eu nunca sei o que dizer.\n\n' +
        'Há mais homens por aqui? Como é que lidam com isto sem que a relação se transforme numa folha de Excel?',
      comments: [
        {
          authorKey: 'pt:equipa-nuno',
          hoursAfter: 2,
          body: 'Olá, Rúben, obrigado por partilhares. É muito bom ver parceiros a participar. Falar sobre isto com calma, fora dos dias férteis e sem pressa, costuma ajudar os dois a perceber o que o outro está a sentir. Aqui podes escrever à vontade.',
        },
        {
          authorKey: 'pt:catarina-m',
          hoursAfter: 7,
          body: 'Do outro lado: eu era a que mandava as mensagens. Combinámos deixar de falar em «o dia» e passámos a marcar jantares nessas noites. Parece parvo, mas tirou muita pressão aos dois.',
        },
        {
          authorKey: 'pt:leonor-v',
          hoursAfter: 15,
          body: 'Rúben, obrigada por abrires esta conversa. Muitas pessoas do grupo contam-nos que o que mais ajudou foi o parceiro dizer com calma como se sentia, em vez de ficar calado: muitas nem faziam ideia. Pergunta para os outros parceiros que nos leem: o que é que vos ajudou?',
        },
        {
          authorKey: 'pt:ruben-f',
          hoursAfter: 30,
          body: 'Obrigado a todos. Ontem conversámos a sério pela primeira vez em meses. Ainda não resolvemos nada, mas soube bem.',
        },
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 50,
          body: 'Um ano é o tempo ao fim do qual costumam dizer para pedir consulta. Se ainda não foram, talvez seja altura de irem os dois ao médico de família. Também tira um peso de cima.',
        },
      ],
    },

    // ─── Percursos de fertilidade ──────────────────────────────────────────
    {
      slug: 'primeira-consulta-pma-sns-pt',
      title: 'Primeira consulta de PMA no hospital: como foi a vossa?',
      authorKey: 'pt:tripeira-de-gema',
      groupSlug: 'fertility-journeys',
      daysAgo: 110,
      body:
        'Finalmente chegou a carta com a data da primeira consulta de PMA. Foram quase oito meses desde que a médica de família fez a referenciação, depois de dois anos a tentar e de uma gravidez que não foi para a frente. Vamos os dois na próxima terça-feira e estou um bocadinho perdida sobre o que esperar.\n\n' +
        'Temos connosco as análises que fizemos no centro de saúde, o espermograma do meu marido e a histerossalpingografia (que, já agora, doeu mais do que me disseram). Devemos levar mais alguma coisa?\n\n' +
        'Também queria perceber como funcionam os tempos de espera a partir daqui. Li tanta coisa diferente na internet que já não sei em que acreditar. Quem já passou por isto no SNS, contem-me tudo, por favor.',
      comments: [
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 4,
          body: 'Leva tudo em papel, organizado por datas, e uma lista de perguntas escrita. Na minha primeira consulta fiquei tão nervosa que me esqueci de metade do que queria perguntar. E deixa o teu marido perguntar também, duas cabeças pensam melhor do que uma.',
        },
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 20,
          body: 'No meu caso, entre a primeira consulta e o início da estimulação passaram uns cinco meses, mas cada hospital é um mundo. Pergunta diretamente à equipa quais são os próximos passos, eles costumam explicar.',
        },
        {
          authorKey: 'pt:tripeira-de-gema',
          hoursAfter: 150,
          body: 'Já fomos! A médica foi impecável e explicou tudo com calma. Pediu mais umas análises e voltamos daqui a dois meses para decidir o tratamento. Saí de lá muito mais tranquila.',
        },
      ],
    },
    {
      slug: 'transferencia-amanha-pt',
      title: 'Transferência amanhã e não consigo dormir',
      authorKey: 'pt:tripeira-de-gema',
      groupSlug: 'fertility-journeys',
      daysAgo: 26,
      body:
        'Amanhã de manhã é a transferência do nosso único embrião deste ciclo de FIV. Tivemos seis ovócitos na punção, três fecundaram e só um chegou a blastocisto. Sei que um é suficiente, mas sinto que está tudo em cima dele. Depois da perda do ano passado, tenho medo até de ter esperança.\n\n' +
        'Já tenho a roupa confortável separada, a garrafa de água e a música para o caminho. O meu marido tirou o dia. Mesmo assim, estou com o estômago às voltas.\n\n' +
        'Quem já fez: como foram o dia e os dias seguintes? Ficaram em casa ou fizeram a vida normal? Tenho as indicações da clínica, mas gostava de ouvir quem já passou por isto. E digam-me qualquer coisa bonita, que estou mesmo a precisar.',
      comments: [
        {
          authorKey: 'pt:nestwell-bot',
          hoursAfter: 1,
          body: 'Olá! Um lembrete amigo: podes registar a data da transferência na app para ires acompanhando os dias até à análise. Este grupo é privado e só os membros veem o que aqui se escreve.',
        },
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 3,
          body: 'Um embrião é um embrião inteiro, com tudo o que precisa. O meu filho foi o único blastocisto que tivemos e neste momento está aqui ao meu lado a babar-se todo para o tapete. Muita força para amanhã.',
        },
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 5,
          body: 'Eu fiz vida normal, mas com calma: trabalhei a partir de casa, vi séries, dei passeios curtos. Segui à risca o que a clínica disse e tentei não ler fóruns, o que falhou redondamente.',
        },
        {
          authorKey: 'pt:equipa-rita',
          hoursAfter: 12,
          body: 'Estamos a torcer por ti. As indicações da tua equipa clínica são sempre a referência para os próximos dias, e aqui tens um espaço seguro para desabafar durante a espera.',
        },
      ],
    },
    {
      slug: 'beta-negativa-outra-vez-pt',
      title: 'Beta negativa outra vez',
      authorKey: null,
      groupSlug: 'fertility-journeys',
      daysAgo: 12,
      body:
        'Prefiro não pôr o meu nome hoje. Beta negativa outra vez. É o terceiro ciclo e eu já sabia, no fundo já sabia desde o fim de semana, mas ver o número no papel foi como levar um murro no estômago.\n\n' +
        'Tenho de ligar à clínica amanhã para marcar a consulta de revisão e não sei se tenho forças. A minha mãe pergunta sempre se há novidades e eu não consigo explicar-lhe outra vez que não.\n\n' +
        'Não quero conselhos, acho eu. Só precisava de escrever isto num sítio onde alguém percebe.',
      comments: [
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 2,
          body: 'Percebo tão bem. Tive dois negativos antes do meu filho e lembro-me desse murro. Não tens de ter forças amanhã: se for preciso, pede ao teu companheiro ou a uma amiga para fazer a chamada por ti. Um abraço enorme.',
        },
        {
          authorKey: 'pt:equipa-nuno',
          hoursAfter: 6,
          body: 'Obrigado por confiares este momento ao grupo. Se sentires que a tristeza está a pesar demasiado, muitos centros de PMA têm apoio psicológico e vale a pena perguntar na consulta de revisão. Estamos aqui.',
        },
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 11,
          body: 'Um abraço apertado. Na minha primeira FIV também houve dias assim. Não precisas de explicar nada a ninguém agora. Cuida de ti hoje, o resto pode esperar.',
        },
      ],
    },
    {
      slug: 'dicas-injecoes-estimulacao-pt',
      title: 'Dicas para as injeções da estimulação?',
      authorKey: 'pt:tripeira-de-gema',
      groupSlug: 'fertility-journeys',
      daysAgo: 40,
      body:
        'Começo a estimulação ovárica na segunda-feira e tenho pavor de agulhas. Na consulta de enfermagem mostraram-me como se faz e até treinei, mas em casa, sozinha, acho que vou congelar.\n\n' +
        'O meu marido ofereceu-se para as dar, mas ele quase desmaia quando vai tirar sangue, por isso não sei se é boa ideia.\n\n' +
        'Quem já passou por isto tem truques? Gelo antes? Hora do dia? Onde guardam tudo? Também me avisaram que posso sentir-me inchada e mais emotiva. Estou preparada para chorar em frente à televisão durante duas semanas, já comprei lenços.',
      comments: [
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 3,
          body: 'Gelo uns minutos antes ajudou-me imenso. E fazia sempre à mesma hora, depois do jantar, com uma série a dar. Ao fim de três dias já nem pensava nisso, prometo.',
        },
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 8,
          body: 'Eu punha um alarme no telemóvel e tinha uma caixa só para as coisas da estimulação, para não me enganar. Sempre que tive dúvidas liguei para a enfermeira da clínica, e ela foi um anjo. Não tenhas vergonha de ligar.',
        },
        {
          authorKey: 'pt:tripeira-de-gema',
          hoursAfter: 100,
          body: 'Sobrevivi aos primeiros dias! O gelo é mesmo mágico. O marido continua longe das agulhas, por segurança de todos.',
        },
      ],
    },

    // ─── Primeiro trimestre ────────────────────────────────────────────────
    {
      slug: 'enjoos-o-dia-inteiro-pt',
      title: 'Enjoos matinais? Os meus são o dia inteiro',
      authorKey: 'pt:mae-de-primeira-viagem',
      groupSlug: 'first-trimester',
      daysAgo: 5,
      body:
        'Quem foi que inventou o nome «enjoos matinais»? Estou com oito semanas e enjoo desde que acordo até me deitar. O cheiro do café do meu companheiro, o perfume da colega do lado, até o cheiro do frigorífico quando o abro.\n\n' +
        'Consigo comer bolachas de água e sal, pão torrado e fruta fresca. Tudo o resto ou volta para trás ou nem consigo olhar. Tenho medo de que o bebé não esteja a receber o que precisa.\n\n' +
        'Já falei com a enfermeira no centro de saúde e ela disse-me para comer pouco e muitas vezes. Estou a tentar. Mais alguma dica que tenha funcionado convosco?',
      comments: [
        {
          authorKey: 'pt:nestwell-bot',
          hoursAfter: 1,
          body: 'Olá e parabéns pela gravidez! Bem-vinda ao grupo Primeiro trimestre. Se ainda não o fizeste, podes ativar na app as notificações semanais sobre o desenvolvimento do bebé. Lembra-te de que as dúvidas de saúde devem ser sempre esclarecidas com a tua equipa de saúde.',
        },
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 4,
          body: 'Gengibre! Chá de gengibre e rebuçados de gengibre salvaram-me no primeiro trimestre. E ter sempre umas bolachas na mesa de cabeceira para comer antes de me levantar.',
        },
        {
          authorKey: 'expert:marta-ruiz',
          hoursAfter: 14,
          body: 'Nesta fase, o mais importante é manteres-te hidratada e ires comendo o que consegues tolerar, em pequenas quantidades ao longo do dia. Alimentos secos, frios ou com pouco cheiro costumam ser mais fáceis de aceitar, e beber entre as refeições, em vez de durante, ajuda algumas pessoas. Não te preocupes se a alimentação não for perfeita durante umas semanas. Se vomitares várias vezes por dia, não conseguires reter líquidos ou estiveres a perder peso, contacta logo a tua equipa de saúde. Isto é informação geral e não substitui aconselhamento médico: fala com a tua enfermeira ou com o teu médico.',
        },
        {
          authorKey: 'pt:pati-e-o-bebe',
          hoursAfter: 20,
          body: 'Muitas grávidas deste grupo contam-nos que os enjoos acalmaram entre as 12 e as 14 semanas, às vezes quase de um dia para o outro, como se alguém tivesse desligado um interruptor. Aguenta-te, e obrigada por perguntares!',
        },
        {
          authorKey: 'pt:mae-de-primeira-viagem',
          hoursAfter: 48,
          body: 'Obrigada a todas! O gengibre está a ajudar um bocadinho e já consigo comer umas torradas ao acordar. Um dia de cada vez.',
        },
      ],
    },
    {
      slug: 'primeira-ecografia-nervos-pt',
      title: 'Primeira ecografia na próxima semana: o que esperar?',
      authorKey: 'pt:raquel-t',
      groupSlug: 'first-trimester',
      daysAgo: 15,
      body:
        'Tenho a ecografia do primeiro trimestre marcada para daqui a oito dias. Vou estar com 12 semanas e 3 dias. A médica de família passou a credencial e marcou também as análises para o rastreio.\n\n' +
        'Nunca fiz uma ecografia na vida e confesso que estou mais nervosa do que entusiasmada. E se não houver batimento? E se virem alguma coisa? O meu companheiro pode entrar? Tenho de ir com a bexiga cheia?\n\n' +
        'Sei que são perguntas básicas, mas é a minha primeira gravidez e sinto que toda a gente sabe estas coisas menos eu.',
      comments: [
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 2,
          body: 'Não há perguntas básicas! Na minha clínica o companheiro podia entrar. Pediram-me para beber água uma hora antes, mas cada sítio tem as suas regras. Liga a perguntar, que eles explicam tudo.',
        },
        {
          authorKey: 'pt:equipa-rita',
          hoursAfter: 5,
          body: 'Olá, Raquel! Na secção de artigos da app há um texto sobre a ecografia do primeiro trimestre que explica o que costuma ser avaliado. Como cada clínica tem as suas indicações, confirma com eles a preparação. Depois conta-nos como correu!',
        },
        {
          authorKey: 'pt:daniela-r',
          hoursAfter: 9,
          body: 'Eu chorei baba e ranho quando vi o coração da Matilde a bater. Leva lenços e não tenhas medo de fazer perguntas, eles estão habituados.',
        },
        {
          authorKey: 'pt:raquel-t',
          hoursAfter: 200,
          body: 'Correu tudo bem! Está tudo dentro do normal e o bebé não parava quieto. O meu companheiro ficou sem palavras, foi lindo. Obrigada pela força.',
        },
      ],
    },
    {
      slug: 'desejos-mais-estranhos-pt',
      title: 'Confessem os vossos desejos mais estranhos',
      authorKey: 'pt:pati-e-o-bebe',
      groupSlug: 'first-trimester',
      daysAgo: 27,
      body:
        'Vamos animar isto um bocadinho? Pergunta da semana para o grupo: quais foram os vossos desejos mais estranhos?\n\n' +
        'Na equipa da Nestwell lemos todas as semanas combinações que mereciam um prémio, e também aversões repentinas a coisas de que antes gostavam: o café, o cheiro do frigorífico, o perfume da colega do lado.\n\n' +
        'Contem tudo, que aqui ninguém julga ninguém. Quem está agora no início vai gostar de saber que não é a única.',
      comments: [
        {
          authorKey: 'pt:raquel-t',
          hoursAfter: 1,
          body: 'Começo eu: estou com nove semanas e ontem mandei o meu companheiro à bomba de gasolina às onze da noite porque precisava de tremoços. Eu não gosto de tremoços. Nunca gostei. E hoje ao pequeno-almoço comi uma laranja às rodelas com sal. A minha sogra jura que é menino, a minha mãe jura que é menina.',
        },
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 2,
          body: 'Pepinos de conserva com gelado de baunilha. Sim, ao mesmo tempo. Não me orgulho, mas também não me arrependo.',
        },
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 4,
          body: 'Caldo verde às três da manhã. Em pleno agosto. O meu marido ainda conta esta história a toda a gente nos almoços de família.',
        },
        {
          authorKey: 'pt:daniela-r',
          hoursAfter: 6,
          body: 'Eu só queria gelo. Trincar cubos de gelo o dia inteiro. Falei nisso na consulta e a médica pediu umas análises, por isso, se vos acontecer o mesmo, mencionem à vossa equipa.',
        },
        {
          authorKey: 'pt:mae-de-primeira-viagem',
          hoursAfter: 10,
          body: 'Laranja com sal faz todo o sentido para mim. Eu ainda estou no início e, por enquanto, o único desejo que tenho é dormir.',
        },
        {
          authorKey: 'pt:pati-e-o-bebe',
          hoursAfter: 12,
          body: 'Adoramos este tópico. Para já, os pepinos com gelado da Joana vão à frente, mas o caldo verde às três da manhã em pleno agosto está muito perto. Continuem!',
        },
      ],
    },
    {
      slug: 'quando-contar-no-trabalho-pt',
      title: 'Quando é que contaram no trabalho?',
      authorKey: 'pt:beatriz-p',
      groupSlug: 'first-trimester',
      daysAgo: 2,
      body:
        'Soube há poucos dias que estou grávida (obrigada a quem me aturou na espera das duas semanas!). Estou com quatro semanas e pouco e já ando a inventar desculpas para não beber café na reunião da manhã e para fugir ao almoço de equipa no restaurante de sushi.\n\n' +
        'Trabalho num escritório pequeno e a minha chefe é boa pessoa, mas tenho receio de contar tão cedo, sobretudo depois do que aconteceu da última vez. Por outro lado, ando cansadíssima e vou precisar de sair mais cedo para as consultas.\n\n' +
        'Quando é que vocês contaram? Esperaram pela ecografia do primeiro trimestre? E sabem se tenho de entregar algum papel para poder faltar para as consultas?',
      comments: [
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 3,
          body: 'Eu esperei pela ecografia do primeiro trimestre. Mas contei antes a uma colega de confiança, que me foi safando nas desculpas do café.',
        },
        {
          authorKey: 'pt:equipa-nuno',
          hoursAfter: 7,
          body: 'Parabéns, Beatriz! A lei prevê dispensa do trabalho para as consultas durante a gravidez. Para saberes que documentos a tua empresa pede e como se aplica ao teu caso, o melhor é confirmares com os recursos humanos ou com a Autoridade para as Condições do Trabalho. E no dia em que contares, conta-nos também!',
        },
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 20,
          body: 'Contei às nove semanas porque enjoava tanto que já era óbvio. Correu bem. A maioria das chefias é mais compreensiva do que imaginamos.',
        },
      ],
    },

    // ─── Segundo trimestre ─────────────────────────────────────────────────
    {
      slug: 'bem-vindas-ao-segundo-trimestre-pt',
      title: 'Bem-vindas ao Segundo trimestre: apresentem-se aqui',
      authorKey: 'pt:leonor-v',
      groupSlug: 'second-trimester',
      daysAgo: 115,
      body:
        'Olá a todas! Sou a Leonor, uma das anfitriãs da equipa Nestwell, e este é o espaço para os meses do meio da gravidez: os primeiros movimentos do bebé, a ecografia morfológica, a prova de tolerância à glicose, a barriga a crescer e os planos para o que aí vem.\n\n' +
        'Para começar, digam-nos com quantas semanas estão e o que vos está a dar mais entusiasmo, ou mais receio, neste momento. Ler as apresentações umas das outras é muitas vezes a forma mais rápida de encontrar quem está na mesma fase.\n\n' +
        'Lembrem-se de que aqui partilhamos experiências, não aconselhamento médico. Se alguma coisa não vos parecer bem, falem com a vossa equipa de saúde. E quando já conhecerem a forma como o bebé se mexe, se notarem que se mexe menos ou de forma diferente, contactem já a maternidade ou vão à urgência de obstetrícia, de dia ou de noite, sem esperar pelo dia seguinte.',
      comments: [
        {
          authorKey: 'pt:nestwell-bot',
          hoursAfter: 1,
          body: 'Dica: segue este grupo para receberes notificações de novas publicações. Na app tens também um guia semana a semana do segundo trimestre.',
        },
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 4,
          body: 'Olá! 18 semanas. Entusiasmo: sentir o bebé a mexer a sério pela primeira vez. Receio: a ecografia morfológica, que é daqui a umas semanas.',
        },
        {
          authorKey: 'expert:dra-catarina-lopes',
          hoursAfter: 8,
          body: 'Olá a todas. Sou a Catarina Lopes, obstetra, e vou passar por aqui com frequência. Uma sugestão para estas semanas: levem o Boletim de Saúde da Grávida a todas as consultas e apontem as dúvidas que forem surgindo. No segundo trimestre há exames importantes, como a ecografia morfológica e a prova de tolerância à glicose, e perceber para que serve cada um ajuda a vivê-los com menos ansiedade. Isto é informação geral e não substitui aconselhamento médico.',
        },
      ],
    },
    {
      slug: 'ecografia-morfologica-amanha-pt',
      title: 'Ecografia morfológica amanhã: o que é que avaliam?',
      authorKey: 'pt:joana-s',
      groupSlug: 'second-trimester',
      daysAgo: 100,
      body:
        'Amanhã tenho a ecografia morfológica, com 20 semanas e meia. Depois de tudo o que passámos para chegar aqui, confesso que estou mais nervosa do que na do primeiro trimestre.\n\n' +
        'O que é que avaliam exatamente? Quanto tempo demora? Li que às vezes é preciso voltar porque o bebé não está na posição certa, e só de pensar nisso fico com um nó no estômago.\n\n' +
        'E já agora: há uns dias que sinto umas bolhinhas na barriga, como peixinhos a nadar. Será o bebé? Quando é que sentiram os primeiros movimentos?',
      comments: [
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 3,
          body: 'A minha demorou quase uma hora, porque o meu filho estava virado para o lado errado. Mandaram-me dar uma volta pelo corredor e voltar. Não te assustes se acontecer, é muito comum.',
        },
        {
          authorKey: 'expert:dra-catarina-lopes',
          hoursAfter: 7,
          body: 'A ecografia morfológica, que no SNS se faz habitualmente entre as 20 e as 22 semanas, avalia com detalhe a anatomia do bebé (cérebro, face, coluna, coração, abdómen, rins e membros), o crescimento, a placenta e o líquido amniótico. Costuma demorar 30 a 45 minutos e, se o bebé não estiver numa boa posição, é frequente pedirem-te para caminhar um pouco ou voltar noutro dia, o que não quer dizer que haja algum problema. As «bolhinhas» que descreves são muitas vezes os primeiros movimentos, que costumam sentir-se entre as 16 e as 22 semanas. Quando já conheceres o padrão de movimentos do bebé, se notares que se mexe menos ou de forma diferente, contacta já a maternidade ou vai à urgência de obstetrícia, de dia ou de noite, sem esperar pelo dia seguinte. Isto é informação geral e não substitui aconselhamento médico: fala com o teu médico ou com a tua enfermeira especialista em saúde materna e obstétrica.',
        },
        {
          authorKey: 'pt:equipa-rita',
          hoursAfter: 10,
          body: 'Joana, estamos a torcer por ti. Na app há um artigo sobre a ecografia morfológica com as perguntas mais frequentes. Depois, se te apetecer, conta-nos como correu.',
        },
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 34,
          body: 'Correu bem! Demorou quarenta minutos, o bebé esteve sempre a dar às perninhas e a médica disse que estava tudo dentro do normal. Saí de lá a chorar, mas de alívio.',
        },
      ],
    },

    // ─── Terceiro trimestre ────────────────────────────────────────────────
    {
      slug: 'dores-nas-costas-32-semanas-pt',
      title: 'Dores nas costas às 32 semanas, alguém mais?',
      authorKey: 'pt:joana-s',
      groupSlug: 'third-trimester',
      daysAgo: 18,
      body:
        'Estou com 32 semanas e a zona lombar está a dar cabo de mim. Ao fim do dia mal consigo estar de pé e à noite acordo várias vezes porque não encontro posição. Já durmo com a almofada de amamentação entre os joelhos e ajuda um pouco, mas não chega.\n\n' +
        'Trabalho sentada ao computador oito horas por dia. Tento levantar-me de hora a hora, mas nem sempre consigo.\n\n' +
        'A enfermeira especialista que me acompanha falou em fisioterapia e nas aulas de preparação para o parto, que também têm exercícios. Alguém fez? Notaram diferença? Também aceito dicas de cadeiras, bolas de pilates, o que for.',
      comments: [
        {
          authorKey: 'pt:daniela-r',
          hoursAfter: 3,
          body: 'A bola de pilates no escritório mudou a minha vida no terceiro trimestre. Sentava-me nela parte do dia e ia fazendo uns círculos com a anca. Os colegas gozaram ao início, depois queriam todos experimentar.',
        },
        {
          authorKey: 'expert:tomas-pereira',
          hoursAfter: 16,
          body: 'A dor lombar é muito comum no terceiro trimestre, com as alterações de postura e o peso da barriga. Pausas frequentes, alternar posições, caminhar e alguns exercícios suaves de mobilidade costumam ajudar. A fisioterapia na gravidez pode ser útil porque o plano é adaptado a ti e à fase em que estás. Uma dor muito intensa, que não alivia com repouso, ou acompanhada de contrações, perdas ou febre deve ser avaliada sem demora. Isto é informação geral e não substitui aconselhamento médico: fala com a tua enfermeira especialista em saúde materna e obstétrica ou com o teu médico antes de começares exercícios novos.',
        },
        {
          authorKey: 'pt:mae-de-primeira-viagem',
          hoursAfter: 30,
          body: 'Estou a guardar estas dicas todas para daqui a uns meses, que por enquanto só me doem as mamas. Obrigada por perguntares!',
        },
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 72,
          body: 'Comecei as aulas de preparação no centro de saúde e já fiz a primeira sessão de fisioterapia. Ainda dói, mas durmo melhor. Obrigada a todas!',
        },
      ],
    },
    {
      slug: 'plano-de-parto-vale-a-pena-pt',
      title: 'Plano de parto: vale a pena ou ninguém lê?',
      authorKey: 'pt:daniela-r',
      groupSlug: 'third-trimester',
      daysAgo: 119,
      body:
        'Estou com 37 semanas e no curso de preparação para o parto a enfermeira sugeriu que fizéssemos um plano de parto para levar para o hospital. Comecei a escrevê-lo e dei por mim com uma página e meia de coisas.\n\n' +
        'Quero tentar aguentar o máximo possível sem epidural, mas não excluo pedi-la. Gostava de ter o meu marido sempre presente, de fazer contacto pele a pele logo a seguir ao nascimento e de tentar amamentar na primeira hora. Também queria que me fossem explicando as coisas antes de as fazerem.\n\n' +
        'A minha dúvida é: isto é levado a sério ou é só mais um papel na pasta? E como é que se escreve sem parecer que estou a dar ordens à equipa? Quem fez, como correu?',
      comments: [
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 5,
          body: 'Fiz e levei duas cópias. A enfermeira que me recebeu leu-o comigo e até disse que ajudava. Nem tudo correu como estava escrito, mas senti que me ouviram. Escreve curto, em pontos, que eles têm pouco tempo.',
        },
        {
          authorKey: 'expert:ines-carvalho',
          hoursAfter: 18,
          body: 'Um plano de parto é uma boa forma de pensares nas tuas preferências e de as comunicares à equipa. Costuma funcionar melhor quando é curto e escrito como preferências, e não como exigências, reconhecendo que pode ser preciso mudar de planos se a situação clínica o pedir. Vale a pena falares dele numa consulta ou no curso de preparação e confirmares as práticas habituais do hospital onde vais ter o bebé. Isto é informação geral e não substitui aconselhamento médico: fala com a tua enfermeira especialista em saúde materna e obstétrica ou com o teu médico.',
        },
        {
          authorKey: 'pt:equipa-rita',
          hoursAfter: 24,
          body: 'Daniela, na secção de artigos da app tens um guia sobre preferências para o parto que pode ajudar a organizar as ideias. Desejamos-te uma hora pequenina!',
        },
        {
          authorKey: 'pt:daniela-r',
          hoursAfter: 400,
          body: 'Já cá está a Matilde! Nem tudo correu como no plano, acabei por pedir a epidural e ainda bem, mas respeitaram o pele a pele e explicaram-me tudo. Valeu a pena ter escrito.',
        },
      ],
    },
    {
      slug: 'mala-da-maternidade-o-essencial-pt',
      title: 'Mala da maternidade: o que levaram que foi mesmo útil?',
      authorKey: 'pt:joana-s',
      groupSlug: 'third-trimester',
      daysAgo: 4,
      body:
        'Estou com 34 semanas e a minha mãe insiste que a mala já devia estar feita há um mês. Tenho uma lista do hospital, outra da enfermeira do curso e mais umas três da internet, e cada uma diz uma coisa diferente.\n\n' +
        'Já separei os bodies, os babygrows, as fraldas de pano, o gorro e a roupa para a saída. Para mim tenho camisas de dormir que abrem à frente, cuecas descartáveis, chinelos e o boletim de saúde da grávida.\n\n' +
        'O que é que levaram e foi mesmo útil? E o que levaram e nunca chegaram a tirar da mala? Quero ir leve, mas tenho medo de que me falte alguma coisa.',
      comments: [
        {
          authorKey: 'pt:carla-n',
          hoursAfter: 3,
          body: 'Carregador com cabo comprido! A tomada no meu quarto ficava longe da cama e passei a primeira noite sem telemóvel. E coisas para petiscar, muitas.',
        },
        {
          authorKey: 'pt:daniela-r',
          hoursAfter: 6,
          body: 'Levei roupa a mais para a bebé. Usei dois babygrows e o resto voltou para casa dobradinho. Em compensação, faltaram-me pensos higiénicos grandes, leva mais do que achas que vais precisar.',
        },
        {
          authorKey: 'pt:nestwell-bot',
          hoursAfter: 8,
          body: 'Lembrete amigo: cada maternidade tem as suas regras sobre o que levar e sobre as visitas. Confirma a lista com o hospital onde vais ter o bebé e deixa os documentos num sítio fácil de encontrar.',
        },
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 12,
          body: 'Um batom de cieiro. O ar do hospital é secíssimo. E elásticos para o cabelo: parece parvo, mas foram das coisas que mais usei.',
        },
        {
          authorKey: 'pt:pati-e-o-bebe',
          hoursAfter: 20,
          body: 'Obrigada, Joana, por perguntares aquilo que tantas grávidas nos perguntam. Vamos juntar as respostas deste tópico numa lista para fixar no grupo.',
        },
      ],
    },
    {
      slug: 'medo-do-parto-pt',
      title: 'Medo do parto, e não é só da dor',
      authorKey: null,
      groupSlug: 'third-trimester',
      daysAgo: 120,
      body:
        'Não sei bem onde perguntar isto, por isso escrevo aqui sem nome. Estou com 35 semanas e tenho um medo do parto que não consigo explicar. Não é da dor, ou não é só da dor. É de perder o controlo, de não saber o que se está a passar, de alguma coisa correr mal.\n\n' +
        'Toda a gente à minha volta faz questão de contar a pior história que conhece. A minha tia esteve trinta horas em trabalho de parto, a vizinha levou não sei quantos pontos. Já deixei de responder quando me perguntam «então, já está para breve?».\n\n' +
        'Ainda não falei disto com ninguém da equipa que me acompanha porque tenho vergonha. Alguém sentiu o mesmo? O que é que vos ajudou?',
      comments: [
        {
          authorKey: 'pt:equipa-rita',
          hoursAfter: 2,
          body: 'Obrigada por partilhares, não há nada de vergonhoso nisto e muitas grávidas sentem o mesmo. Falar com a tua enfermeira especialista ou com o teu médico sobre estes medos pode ajudar muito, e o curso de preparação para o parto também serve para isso. Se o medo te estiver a ocupar os dias, diz-lhes.',
        },
        {
          authorKey: 'pt:daniela-r',
          hoursAfter: 5,
          body: 'Estou com 37 semanas e sinto um medo parecido. O que me está a ajudar é perceber, passo a passo, o que acontece no hospital e escrever as minhas preferências. Não tira o medo todo, mas deixa-me sentir menos às escuras.',
        },
        {
          authorKey: 'pt:carla-n',
          hoursAfter: 9,
          body: 'Estou com 28 semanas e sinto exatamente isso. Pelo menos agora sei que não sou só eu. Se quiseres, vamos falando por aqui.',
        },
        {
          authorKey: 'pt:leonor-v',
          hoursAfter: 14,
          body: 'Uma dica que muitas grávidas deste grupo partilham para as histórias de terror: quando alguém começa, dizer simplesmente «obrigada, mas prefiro não ouvir». Dizem-nos que é santo remédio.',
        },
      ],
    },

    // ─── Gravidez após perda ───────────────────────────────────────────────
    {
      slug: 'perdas-as-seis-semanas-pt',
      title: 'Perdas às seis semanas, depois de uma perda anterior',
      authorKey: null,
      groupSlug: 'pregnancy-after-loss',
      daysAgo: 9,
      body:
        'Escrevo sem nome porque ainda não contei a quase ninguém. Tive um aborto espontâneo há uns meses, às oito semanas. Agora estou outra vez grávida, de seis semanas, e hoje de manhã, quando fui à casa de banho, tinha umas perdas acastanhadas no papel.\n\n' +
        'Liguei para o SNS 24 e a enfermeira fez-me imensas perguntas e explicou-me em que situações devia ir à urgência. Por agora não tenho dores nem sangue vivo, mas estou sentada no sofá sem me mexer e vou à casa de banho de meia em meia hora para ver.\n\n' +
        'A primeira ecografia só é daqui a duas semanas. Alguém teve perdas assim no início e correu tudo bem? Preciso de ouvir isso hoje.',
      comments: [
        {
          authorKey: 'pt:tripeira-de-gema',
          hoursAfter: 2,
          body: 'Estou mais ou menos na mesma fase que tu, também depois de uma perda, e percebo cada palavra. Fizeste bem em ligar. Escreve aqui sempre que precisares, mesmo que seja às três da manhã.',
        },
        {
          authorKey: 'expert:dr-helena-marsh',
          hoursAfter: 8,
          body: 'Pequenas perdas de sangue no início da gravidez são relativamente frequentes e muitas vezes a gravidez continua sem problemas, mas depois de uma perda é natural que qualquer sinal assuste. Fizeste bem em ligar para o SNS 24. Sangramento abundante, dor forte ou que não passa, tonturas, desmaio ou febre são motivos para ires à urgência sem esperar. Se as perdas continuarem, fala com o teu médico de família ou obstetra, que pode decidir antecipar a avaliação. Isto é informação geral e não substitui aconselhamento médico: segue sempre as indicações da tua equipa de saúde.',
        },
        {
          authorKey: 'pt:equipa-nuno',
          hoursAfter: 10,
          body: 'Estamos aqui contigo. Lembramos que este grupo é privado e que podes voltar a escrever sem nome sempre que quiseres. Se os sintomas mudarem, não esperes pelas respostas do grupo e procura logo ajuda.',
        },
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 20,
          body: 'Nesta gravidez, depois da minha perda, também tive perdas às sete semanas, e hoje estou com 33, tudo bem com o bebé. Sei que cada caso é um caso, mas fica aqui um bocadinho de esperança.',
        },
      ],
    },
    {
      slug: 'primeira-ecografia-depois-da-perda-pt',
      title: 'Primeira ecografia depois da perda: é amanhã',
      authorKey: 'pt:tripeira-de-gema',
      groupSlug: 'pregnancy-after-loss',
      daysAgo: 6,
      body:
        'Para quem acompanhou a transferência no outro grupo: a beta foi positiva! Ainda não consegui festejar a sério. No ano passado, na ecografia das nove semanas, não havia batimento, e desde então uma sala de ecografia é para mim o sítio mais assustador do mundo.\n\n' +
        'Amanhã de manhã tenho a primeira ecografia desta gravidez. O meu marido vai comigo. Já combinámos que ele fica a olhar para o ecrã e eu fico a olhar para ele.\n\n' +
        'Como é que lidaram com a primeira ecografia depois de uma perda? Fizeram alguma coisa para acalmar na véspera? Não consigo comer, não consigo ver televisão, só consigo andar pela casa de um lado para o outro.',
      comments: [
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 2,
          body: 'Na minha primeira ecografia depois da perda nem olhei para o ecrã até a médica dizer «está aqui o coração». Pedi logo no início que me dissessem as coisas diretamente. Desejo-te tudo de bom para amanhã.',
        },
        {
          authorKey: 'expert:dr-sofia-lindqvist',
          hoursAfter: 6,
          body: 'A ansiedade antes de uma ecografia depois de uma perda é muito comum e não significa que algo vá correr mal. Pode ajudar combinar com o acompanhante o que cada um faz, como já fizeste, dizer à equipa logo no início que tiveste uma perda e usar uma respiração lenta na sala de espera. Também é normal que o alívio não chegue logo, mesmo com boas notícias. Se a ansiedade se mantiver intensa ao longo da gravidez, existe apoio psicológico perinatal. Isto é informação geral e não substitui aconselhamento profissional: fala com o teu médico ou enfermeira.',
        },
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 9,
          body: 'O teu plano de ficares a olhar para o teu marido é perfeito. Estou a pensar em ti, tripeira.',
        },
        {
          authorKey: 'pt:tripeira-de-gema',
          hoursAfter: 30,
          body: 'Há batimento! Um pontinho a piscar no ecrã e eu a chorar que nem uma Madalena. Ainda temos muito caminho pela frente, mas hoje é um dia bom. Obrigada a todas.',
        },
      ],
    },
    {
      slug: 'ainda-nao-comprei-nada-pt',
      title: 'Ainda não comprei nada para o bebé',
      authorKey: 'pt:joana-s',
      groupSlug: 'pregnancy-after-loss',
      daysAgo: 55,
      body:
        'Estou com 27 semanas. Perdi uma gravidez há dois anos, na primeira FIV, e desta vez está tudo a correr bem, segundo a médica. Mesmo assim, ainda não comprei nada. Nem um body. A minha sogra já perguntou três vezes onde é que o bebé vai dormir.\n\n' +
        'Entro numa loja de bebé e fico com um nó na garganta. Parece que comprar é dar tudo como garantido, e eu não consigo dar nada como garantido.\n\n' +
        'Sei que mais cedo ou mais tarde tenho de tratar do ovo para o carro, do berço, das fraldas. Alguém mais passou por isto? Como é que conseguiram dar o primeiro passo?',
      comments: [
        {
          authorKey: 'pt:daniela-r',
          hoursAfter: 4,
          body: 'Eu só comprei o ovo às 36 semanas e a minha irmã tratou do resto. Não há prazo certo. Talvez ajude fazer uma lista e pedir a alguém de confiança que vá comprando aos poucos.',
        },
        {
          authorKey: 'pt:equipa-rita',
          hoursAfter: 8,
          body: 'Joana, o que sentes é partilhado por muitas pessoas neste grupo e não há uma forma certa de fazer isto. Se o nó na garganta estiver a pesar no dia a dia, fala com a equipa que te acompanha, porque também existe apoio para esta parte.',
        },
        {
          authorKey: 'pt:tripeira-de-gema',
          hoursAfter: 15,
          body: 'Uma amiga minha comprou tudo online e mandou entregar em casa da mãe. Só abriu as caixas às 38 semanas. Cada uma encontra o seu caminho.',
        },
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 200,
          body: 'Comprei o primeiro body. Amarelo, com patinhos. Chorei na loja e a senhora da caixa deu-me um lenço, mas comprei.',
        },
      ],
    },
    {
      slug: 'a-data-que-devia-ter-sido-pt',
      title: '',
      authorKey: 'pt:beatriz-p',
      groupSlug: 'pregnancy-after-loss',
      daysAgo: 1,
      body:
        'Hoje era a data prevista de parto do bebé que perdi no início do ano. Passei meses a pensar neste dia e a imaginar como seria. E afinal chega e eu estou grávida outra vez, de quatro semanas e meia, e não sei o que devo sentir.\n\n' +
        'De manhã chorei no duche. À tarde dei por mim a sorrir sozinha no autocarro. Sinto-me culpada por estar feliz e culpada por estar triste. O meu marido foi buscar flores e não disse nada, só as pôs na mesa, e foi a coisa mais certa que alguém podia ter feito.\n\n' +
        'Não sei bem porque estou a escrever isto. Acho que só precisava de o dizer em voz alta a quem percebe.',
      comments: [
        {
          authorKey: 'pt:tripeira-de-gema',
          hoursAfter: 2,
          body: 'Percebo-te tão bem. As duas coisas podem existir ao mesmo tempo, a saudade e a esperança. Não tens de escolher uma. Um abraço grande para ti e para o teu marido das flores.',
        },
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 5,
          body: 'No dia que teria sido a data do meu, acendi uma vela e escrevi-lhe uma carta. Ajudou-me a fechar o dia. Não há nada de errado no que estás a sentir.',
        },
        {
          authorKey: 'pt:equipa-nuno',
          hoursAfter: 8,
          body: 'Obrigado por partilhares um dia tão importante com o grupo. Tudo o que descreves faz sentido. Se a culpa ou a tristeza se arrastarem, fala com a tua médica de família ou enfermeira, porque há apoio disponível.',
        },
      ],
    },

    // ─── Recém-nascidos ────────────────────────────────────────────────────
    {
      slug: 'bebe-so-dorme-ao-colo-pt',
      title: 'A minha bebé só dorme ao colo',
      authorKey: 'pt:daniela-r',
      groupSlug: 'newborn-days',
      daysAgo: 75,
      body:
        'A Matilde tem um mês e dorme lindamente... desde que seja ao meu colo. No momento em que a pouso no berço, mesmo com todo o cuidado do mundo, abre os olhos e começa a chorar. Já tentámos aquecer o lençol, embrulhá-la, esperar que esteja em sono profundo. Nada.\n\n' +
        'Resultado: passo as noites sentada no sofá com ela em cima de mim, a lutar para não adormecer. Tenho pavor de adormecer com ela ao colo.\n\n' +
        'A minha mãe diz que a estou a habituar mal. A enfermeira do centro de saúde diz que é normal nesta idade. Como é que fizeram? Isto passa?',
      comments: [
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 3,
          body: 'Passa, prometo. O meu filho era igual até às oito semanas. O que nos ajudou foi o meu marido fazer o primeiro turno da noite, para eu conseguir dormir umas horas seguidas.',
        },
        {
          authorKey: 'expert:dr-rafael-ortega',
          hoursAfter: 12,
          body: 'Nas primeiras semanas é muito comum os bebés preferirem dormir ao colo: é onde sentem o cheiro, o calor e o movimento a que estavam habituados, e isso não é um mau hábito. Para um sono seguro, a recomendação geral é deitar o bebé de barriga para cima, num berço só dele, com colchão firme e sem almofadas, mantas soltas ou peluches. Se sentires que podes adormecer com ela ao colo, é mais seguro pousá-la no berço, mesmo que chore um pouco, ou passá-la a outro adulto acordado. Isto é informação geral e não substitui aconselhamento médico: fala com a enfermeira ou com o pediatra da tua bebé.',
        },
        {
          authorKey: 'pt:carla-n',
          hoursAfter: 20,
          body: 'Estou com 35 semanas e a guardar cada dica. A parte dos turnos vou já mostrar ao meu marido.',
        },
        {
          authorKey: 'pt:pati-e-o-bebe',
          hoursAfter: 30,
          body: 'Muitos pais deste grupo contam-nos que esta fase passou quase de repente, algures entre as seis semanas e os dois meses. Força, é mesmo uma fase.',
        },
        {
          authorKey: 'pt:daniela-r',
          hoursAfter: 90,
          body: 'Obrigada a todos! Começámos a fazer turnos e ontem dormi quatro horas seguidas. Parecia que tinha ido de férias.',
        },
      ],
    },
    {
      slug: 'teste-do-pezinho-primeira-consulta-pt',
      title: 'Teste do pezinho e primeira consulta: o que esperar?',
      authorKey: 'pt:tiago-m',
      groupSlug: 'newborn-days',
      daysAgo: 33,
      body:
        'O Duarte nasceu há três dias e tivemos alta ontem. Ainda estamos a perceber como se muda uma fralda sem levar com xixi na cara, mas pronto, lá vamos.\n\n' +
        'Na maternidade disseram-nos para fazer o teste do pezinho no centro de saúde entre o terceiro e o sexto dia e para marcar a primeira consulta do bebé. Liguei hoje para a USF e fazem o teste amanhã de manhã, com a enfermeira.\n\n' +
        'Quem já fez: custa muito ao bebé? Há alguma coisa que possamos fazer para ele ficar mais tranquilo? E o que devemos levar, além do boletim de saúde infantil? Sou pai pela primeira vez e quero ir preparado.',
      comments: [
        {
          authorKey: 'pt:nestwell-bot',
          hoursAfter: 1,
          body: 'Parabéns pelo nascimento do Duarte! Bem-vindos ao grupo Recém-nascidos. Lembra-te de levar o boletim de saúde infantil e os papéis que vos deram na maternidade a todas as consultas. Podes registar as consultas e as vacinas na app para não perderes nenhuma data.',
        },
        {
          authorKey: 'pt:daniela-r',
          hoursAfter: 4,
          body: 'Fizemos no centro de saúde e a Matilde chorou pouquíssimo, porque a enfermeira me deixou dar-lhe de mamar durante a picada. Pergunta se podem fazer o mesmo, ajuda imenso.',
        },
        {
          authorKey: 'pt:carla-n',
          hoursAfter: 6,
          body: 'Fizemos na semana passada. Leva uma fralda e uma muda de roupa a mais, que o nosso fez uma explosão de fralda mesmo na sala de espera. Clássico.',
        },
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 10,
          body: 'Parabéns, pai! Não te esqueças de perguntar tudo na primeira consulta, mesmo o que te parecer óbvio. Eu levava as perguntas escritas no telemóvel.',
        },
      ],
    },
    {
      slug: 'choro-ao-fim-da-tarde-colicas-pt',
      title: '',
      authorKey: 'pt:filipa-gomes',
      groupSlug: 'newborn-days',
      daysAgo: 115,
      body:
        'O meu filho tem cinco semanas e todos os dias, mais coisa menos coisa entre as seis da tarde e as dez da noite, chora sem parar. Encolhe as pernas, fica vermelho, e nada o acalma durante muito tempo: nem mama, nem colo, nem passeio pela casa.\n\n' +
        'Durante o resto do dia é um bebé tranquilo, mama bem e está a ganhar peso, segundo a enfermeira. Mas aquelas horas ao fim do dia estão a dar cabo de nós. O meu marido chega do trabalho e já sabe que vai passar a noite a embalar.\n\n' +
        'Isto são as famosas cólicas? Quanto tempo dura? O que é que vos ajudou, nem que fosse só um bocadinho?',
      comments: [
        {
          authorKey: 'pt:leonor-v',
          hoursAfter: 3,
          body: 'Filipa, não estás sozinha nisto: muitos pais deste grupo juram pelo barulho do exaustor da cozinha e por pegar no bebé ao colo de barriga para baixo, apoiado no antebraço. E muitos contam-nos que estas tardes acalmaram por volta dos três meses.',
        },
        {
          authorKey: 'pt:equipa-rita',
          hoursAfter: 6,
          body: 'Como o choro intenso pode ter várias causas, vale a pena falares disto na próxima consulta. Se ele tiver febre (38 °C ou mais), recusar mamar, vomitar muito ou se o choro te parecer diferente do habitual, procura ajuda logo: liga para o SNS 24 ou vai à urgência pediátrica, de dia ou de noite.',
        },
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 10,
          body: 'Ainda não tenho bebé, mas a minha cunhada usava o pano porta-bebés ao fim da tarde e dizia que era a única coisa que resultava.',
        },
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 120,
          body: 'Falei com a enfermeira e está tudo bem com ele. Estamos a usar o porta-bebés e a revezar-nos, e as noites já estão um bocadinho menos duras.',
        },
      ],
    },
    {
      slug: 'coto-umbilical-e-primeiro-banho-pt',
      title: 'O coto umbilical ainda não caiu ao fim de dez dias',
      authorKey: 'pt:daniela-r',
      groupSlug: 'newborn-days',
      daysAgo: 95,
      body:
        'A Matilde tem dez dias e o coto umbilical ainda lá está, seco e escurinho, mas agarrado. A enfermeira do centro de saúde disse que está tudo bem e que é só manter limpo e seco, com a fralda dobrada para baixo.\n\n' +
        'O que me preocupa é o banho. Até agora só temos feito a higiene com uma esponja, com medo de molhar o coto. A minha mãe diz que no tempo dela se dava banho na mesma e a minha sogra diz que nem pensar.\n\n' +
        'Quem já passou por isto: deram banho antes de cair? Quanto tempo demorou a cair o dos vossos?',
      comments: [
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 5,
          body: 'O do meu filho caiu aos doze dias, quando eu já estava convencida de que ia ficar lá para sempre. A enfermeira disse-nos que podíamos dar banhos rápidos e secar bem o coto logo a seguir, mas pergunta à tua, que é ela quem conhece a Matilde.',
        },
      ],
    },

    // ─── Apoio à amamentação ───────────────────────────────────────────────
    {
      slug: 'a-pega-doi-muito-pt',
      title: 'A pega dói muito à minha mulher: como posso ajudar?',
      authorKey: 'pt:tiago-m',
      groupSlug: 'breastfeeding-support',
      daysAgo: 30,
      body:
        'Escrevo eu porque a minha mulher está finalmente a dormir. O Duarte tem seis dias e a amamentação está a custar muito. Ela diz que dói imenso quando ele agarra e os mamilos já estão gretados. Chora antes de cada mamada e eu não sei o que fazer além de levar água e almofadas.\n\n' +
        'Na maternidade uma enfermeira ajudou com a posição e parecia melhor, mas em casa voltou tudo ao mesmo. Ela quer muito continuar a dar de mamar.\n\n' +
        'Alguém sabe onde podemos pedir ajuda depressa? E há alguma coisa que eu, como pai, possa fazer de útil sem ser só assistir?',
      comments: [
        {
          authorKey: 'expert:laura-bennett',
          hoursAfter: 6,
          body: 'Dor forte e mamilos gretados nos primeiros dias são muitas vezes sinal de que a pega precisa de ajustes, e isso costuma melhorar com apoio presencial. Muitos centros de saúde têm consultas ou cantinhos de amamentação, e a enfermeira de família pode observar uma mamada. Alguns sinais de uma boa pega: boca bem aberta, lábios virados para fora e mais aréola visível por cima do que por baixo. O teu papel é precioso: ajudar no posicionamento, trazer o bebé, tratar das fraldas e proteger o descanso dela. Isto é informação geral e não substitui aconselhamento profissional: procurem a vossa enfermeira ou uma consultora de lactação.',
        },
        {
          authorKey: 'pt:daniela-r',
          hoursAfter: 9,
          body: 'Passei exatamente por isto. Fui ao cantinho da amamentação do meu centro de saúde e numa manhã mudou tudo. Liguem amanhã logo cedo. E tu já estás a ajudar só por andares à procura de respostas.',
        },
        {
          authorKey: 'pt:carla-n',
          hoursAfter: 12,
          body: 'A minha enfermeira ensinou-me a posição de bola de râguebi e foi a única em que não me doía. Peçam para experimentar com alguém a ver.',
        },
        {
          authorKey: 'pt:tiago-m',
          hoursAfter: 60,
          body: 'Fomos ao centro de saúde e a enfermeira ajudou a corrigir a pega. Ainda dói um bocadinho, mas já não há lágrimas antes das mamadas. Obrigado a todos, a sério.',
        },
      ],
    },
    {
      slug: 'extrator-de-leite-regresso-ao-trabalho-pt',
      title: 'Extrator de leite e regresso ao trabalho: como se organizaram?',
      authorKey: 'pt:filipa-gomes',
      groupSlug: 'breastfeeding-support',
      daysAgo: 10,
      body:
        'Volto ao trabalho daqui a três semanas. O meu filho tem quase cinco meses e vai ficar com a minha sogra durante o dia. Quero continuar a dar de mamar de manhã e à noite e deixar leite para o resto do dia.\n\n' +
        'Comprei um extrator e tenho tentado tirar leite depois da primeira mamada da manhã, mas há dias em que só sai um fundinho. Já tenho algum congelado, mas parece-me pouco.\n\n' +
        'No trabalho não há nenhuma sala preparada. Disseram-me que existe dispensa para amamentação, mas ainda não sei bem como pedir nem onde vou tirar leite. Quem já passou por isto: como se organizaram? Onde tiravam leite? E como transportavam tudo?',
      comments: [
        {
          authorKey: 'pt:daniela-r',
          hoursAfter: 4,
          body: 'Estou a tentar perceber o mesmo, volto daqui a uns dois meses. Vou seguir este tópico com muita atenção.',
        },
        {
          authorKey: 'pt:equipa-nuno',
          hoursAfter: 8,
          body: 'Filipa, sobre a dispensa para amamentação, os recursos humanos da tua empresa ou a Autoridade para as Condições do Trabalho podem explicar o que se aplica à tua situação e que documentos são precisos. Quanto ao extrator, a enfermeira do centro de saúde também pode ajudar a ajustar a rotina.',
        },
        {
          authorKey: 'pt:pati-e-o-bebe',
          hoursAfter: 12,
          body: 'Uma solução que várias mães do grupo já partilharam: tirar leite no carro, com uma capa por cima, e levar tudo numa lancheira térmica com acumuladores de frio. Não é glamoroso, mas resulta.',
        },
        {
          authorKey: 'pt:carla-n',
          hoursAfter: 20,
          body: 'A minha enfermeira disse-me que é normal sair pouco com o extrator nos primeiros tempos e que vai melhorando com a prática. Não desanimes com o fundinho!',
        },
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 150,
          body: 'Já falei com os recursos humanos e vão arranjar-me uma salinha com fechadura e uma tomada. Pequenas vitórias!',
        },
      ],
    },
    {
      slug: 'surto-de-crescimento-pt',
      title: 'Surto de crescimento ou há alguma coisa errada?',
      authorKey: 'pt:tiago-m',
      groupSlug: 'breastfeeding-support',
      daysAgo: 5,
      body:
        'O Duarte tem quatro semanas e meia e nos últimos dois dias quer mamar de hora a hora, de dia e de noite. Até aqui mamava mais ou menos de três em três horas e dormia razoavelmente. Agora parece que nunca fica satisfeito e a minha mulher começou a achar que não tem leite suficiente.\n\n' +
        'A minha mãe já sugeriu dar um biberão «para ele se aguentar». Lemos aqui no grupo sobre os surtos de crescimento, mas não sabemos se é isso ou se há mesmo algum problema.\n\n' +
        'Ele continua a fazer muitas fraldas molhadas e está bem-disposto entre mamadas. Quanto tempo duram estes dias? Estamos os dois exaustos, e ela muito mais do que eu.',
      comments: [
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 6,
          body: 'Às seis semanas o meu passou por isso e durou uns três dias. Fraldas molhadas e um bebé bem-disposto são bons sinais, mas se ficarem com dúvidas peçam à enfermeira para o pesar. E tu trata da casa e da comida, para ela descansar sempre que ele adormecer.',
        },
      ],
    },
    {
      slug: 'culpa-do-leite-adaptado-pt',
      title: 'A culpa do biberão de leite adaptado',
      authorKey: 'pt:carla-n',
      groupSlug: 'breastfeeding-support',
      daysAgo: 14,
      body:
        'Preciso de desabafar. Desde a semana passada que dou um biberão de leite adaptado à noite, por indicação da médica, porque a minha filha não estava a ganhar peso suficiente. Ela já recuperou, está ótima, e mesmo assim sinto uma culpa enorme.\n\n' +
        'Toda a gente me dizia que amamentar era natural e que bastava querer. Eu quis tanto. Tenho leite, mas não chega, e sempre que preparo o biberão sinto que falhei.\n\n' +
        'Racionalmente sei que o que importa é ela estar bem. Mas alguém consegue explicar isso à minha cabeça às três da manhã?',
      comments: [
        {
          authorKey: 'pt:daniela-r',
          hoursAfter: 3,
          body: 'Também dei suplemento durante umas semanas e senti exatamente essa culpa. Hoje olho para trás e só vejo uma mãe que fez o que a filha precisava. Tu não falhaste, alimentaste a tua filha.',
        },
        {
          authorKey: 'pt:equipa-rita',
          hoursAfter: 6,
          body: 'Carla, obrigada pela coragem de escrever isto. Alimentar um bebé tem muitas formas, e seguir a indicação da médica foi cuidar dela. Se quiseres manter ou aumentar a amamentação, a enfermeira ou uma consultora de lactação podem ajudar-te a fazer um plano à tua medida.',
        },
        {
          authorKey: 'pt:pati-e-o-bebe',
          hoursAfter: 10,
          body: 'Da parte da equipa, guarda isto: bebé alimentado e mãe acompanhada. É isso que conta, o resto é ruído. Um abraço grande.',
        },
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 16,
          body: 'O meu também levou suplemento no início e continua a mamar até hoje. Não tem de ser tudo ou nada.',
        },
        {
          authorKey: 'expert:dr-sofia-lindqvist',
          hoursAfter: 18,
          body: 'A culpa ao dar leite adaptado é algo que muitas mães descrevem, muitas vezes justamente porque a amamentação lhes importava muito. Alimentar a tua filha da forma que resulta para a tua família, com a orientação da médica ou da enfermeira, é cuidar bem dela. Se a culpa ou a tristeza se mantiverem quase todos os dias durante mais de duas semanas, ou te tirarem o sono, o apetite ou a vontade de tudo, fala com a tua enfermeira ou o teu médico de família: também há apoio para isto. Isto é informação geral e não substitui aconselhamento médico.',
        },
      ],
    },

    // ─── Bem-estar no pós-parto ────────────────────────────────────────────
    {
      slug: 'baby-blues-ou-algo-mais-pt',
      title: 'Baby blues ou é alguma coisa mais?',
      authorKey: null,
      groupSlug: 'postpartum-wellbeing',
      daysAgo: 40,
      body:
        'Prefiro escrever sem nome. A minha bebé tem três semanas e eu choro todos os dias. No início disseram-me que era o baby blues, que passava ao fim de uns dias, mas já passaram três semanas e continuo igual ou pior.\n\n' +
        'Não é só chorar. Sinto-me distante dela, como se estivesse a cuidar do bebé de outra pessoa. Não tenho vontade de ver ninguém e à noite, quando finalmente podia dormir, fico acordada com o coração acelerado.\n\n' +
        'O meu companheiro diz que é do cansaço e que vai passar. Eu tenho vergonha de dizer isto à enfermeira na consulta. Alguém sentiu o mesmo? Como é que se sabe quando é mais do que cansaço?',
      comments: [
        {
          authorKey: 'expert:dr-sofia-lindqvist',
          hoursAfter: 4,
          body: 'Obrigada por teres escrito. O baby blues costuma ser ligeiro e passar nas primeiras duas semanas. Quando a tristeza, a sensação de distância em relação ao bebé, a ansiedade ou as dificuldades em dormir se mantêm durante mais tempo, é importante falar com um profissional, porque existe ajuda eficaz. Não há motivo para vergonha: as equipas estão habituadas a estas conversas e querem ajudar. Se alguma vez tiveres pensamentos de te magoar ou de magoar a bebé, procura ajuda urgente de imediato. Isto é informação geral e não substitui aconselhamento médico: fala hoje com a tua enfermeira ou com o teu médico de família.',
        },
        {
          authorKey: 'pt:equipa-nuno',
          hoursAfter: 6,
          body: 'Estamos contigo. Deixamos o lembrete de que podes ligar para o SNS 24 a qualquer hora para falar com um profissional e que, numa emergência, deves ligar para o 112. Pedir ajuda é uma forma de cuidares de ti e da tua bebé.',
        },
        {
          authorKey: 'pt:daniela-r',
          hoursAfter: 10,
          body: 'Senti algo muito parecido às quatro semanas. Contei à enfermeira na consulta, a tremer toda, e ela foi incrível. Encaminhou-me e hoje estou muito melhor. Por favor, conta-lhe.',
        },
        {
          authorKey: 'pt:carla-n',
          hoursAfter: 14,
          body: 'A minha bebé tem poucos dias e eu também choro muito. Obrigada por teres tido coragem de escrever isto, vou estar atenta a mim também.',
        },
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 20,
          body: 'Um abraço enorme. Não és menos mãe por te sentires assim, e mereces ser cuidada também.',
        },
      ],
    },
    {
      slug: 'perdas-de-urina-pavimento-pelvico-pt',
      title: 'Perdas de urina três meses depois do parto: é normal?',
      authorKey: 'pt:daniela-r',
      groupSlug: 'postpartum-wellbeing',
      daysAgo: 20,
      body:
        'A Matilde tem três meses e eu continuo a ter pequenas perdas de urina quando espirro, tusso ou me rio com vontade. Ontem aconteceu quando peguei no ovo com ela lá dentro. Tenho 33 anos e sinto-me com 80.\n\n' +
        'Na consulta de revisão do pós-parto falaram-me dos exercícios do pavimento pélvico e eu até os fiz nas primeiras semanas, mas confesso que depois deixei de fazer. Entre mamadas, fraldas e noites mal dormidas, esqueço-me completamente.\n\n' +
        'Alguém fez fisioterapia do pavimento pélvico? Como é que se chega lá pelo SNS? E ajudou mesmo? Estou a pensar voltar a correr daqui a uns meses e tenho medo de piorar.',
      comments: [
        {
          authorKey: 'expert:tomas-pereira',
          hoursAfter: 8,
          body: 'As perdas de urina depois do parto são comuns, mas não são algo com que tenhas de viver. Os exercícios do pavimento pélvico ajudam muito quando são feitos com regularidade e com a técnica certa, e uma avaliação por um fisioterapeuta especializado permite adaptar o plano a ti. Associar os exercícios a rotinas do dia, como a mamada ou lavar os dentes, ajuda a não te esqueceres. Antes de voltares a correr, vale a pena fazer essa avaliação. Isto é informação geral e não substitui aconselhamento médico: fala com a tua médica de família ou com a enfermeira para seres encaminhada.',
        },
        {
          authorKey: 'pt:carla-n',
          hoursAfter: 12,
          body: 'Obrigada por perguntares isto. Achava que era só comigo e tinha vergonha de falar no assunto.',
        },
        {
          authorKey: 'pt:filipa-gomes',
          hoursAfter: 18,
          body: 'Fiz fisioterapia depois do parto e fez toda a diferença. A minha médica de família encaminhou-me. Demorou umas semanas a começar, mas valeu cada minuto.',
        },
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 24,
          body: 'Vou guardar isto para o pós-parto. Já ando a fazer os exercícios durante a gravidez, com o acordo da enfermeira que me acompanha.',
        },
      ],
    },
    {
      slug: 'voltar-ao-exercicio-depois-da-cesariana-pt',
      title: 'Voltar ao exercício depois da cesariana',
      authorKey: 'pt:carla-n',
      groupSlug: 'postpartum-wellbeing',
      daysAgo: 2,
      body:
        'A minha filha tem seis semanas e nasceu de cesariana. Antes de engravidar ia ao ginásio três vezes por semana e sinto muita falta de me mexer, de ter um bocadinho de tempo só para mim.\n\n' +
        'A cicatriz já não me dói no dia a dia, mas ainda sinto um repuxar quando me levanto depressa. A consulta de revisão do puerpério é na próxima semana, no centro de saúde.\n\n' +
        'Para quem teve cesariana: quando é que voltaram a fazer exercício? Começaram por caminhadas? Fizeram alguma avaliação do pavimento pélvico ou dos abdominais antes? Não quero fazer asneira, mas também não quero ficar parada mais tempo do que o necessário.',
      comments: [],
    },
    {
      slug: 'licenca-parental-do-pai-pt',
      title: 'Licença parental: o que ninguém conta aos pais',
      authorKey: 'pt:tiago-m',
      groupSlug: 'postpartum-wellbeing',
      daysAgo: 26,
      body:
        'O Duarte tem dez dias e estou em casa com a licença obrigatória do pai. Achava que ia ser uma espécie de férias com um bebé. Não é. É a experiência mais cansativa e mais bonita da minha vida, por esta ordem.\n\n' +
        'Estamos agora a decidir como dividir o resto da licença parental. A minha mulher gostava que eu ficasse em casa uns meses quando ela voltar ao trabalho, e eu também quero, mas na minha empresa quase nenhum homem o fez e já sinto olhares tortos só de pensar em pedir.\n\n' +
        'Algum pai por aqui partilhou a licença? Como correu no trabalho? E como é que se organizaram em casa para nenhum dos dois ir ao fundo?',
      comments: [
        {
          authorKey: 'pt:daniela-r',
          hoursAfter: 5,
          body: 'O meu marido tirou todos os dias a que tinha direito e ainda juntou umas férias. Foi o que nos salvou nas primeiras semanas. No trabalho dele houve umas piadas, mas passaram depressa.',
        },
        {
          authorKey: 'pt:equipa-nuno',
          hoursAfter: 8,
          body: 'Tiago, ótimo tema. As regras da partilha da licença mudam de vez em quando, por isso vale a pena confirmarem as opções atuais junto da Segurança Social ou dos recursos humanos antes de decidirem. Depois partilha connosco o que escolheram!',
        },
        {
          authorKey: 'pt:ruben-f',
          hoursAfter: 14,
          body: 'Ainda não somos pais, mas ler isto dá-me vontade de começar já a preparar o terreno na minha empresa. Obrigado por falares nisto.',
        },
        {
          authorKey: 'pt:joana-s',
          hoursAfter: 20,
          body: 'Adorei o «por esta ordem». O meu marido já disse que quer fazer o mesmo quando o nosso bebé nascer.',
        },
      ],
    },
  ],
}
