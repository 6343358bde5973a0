// Semana a semana da gravidez, em português europeu. Escrito de raiz (não traduzido),
// com o leitor tratado por «tu». Revisto pelos especialistas indicados em cada semana.
import type { SeedWeeksContent } from './weeks-types.ts'

/** Junta parágrafos com uma linha em branco, como o formato espera. */
const paras = (...paragraphs: string[]): string => paragraphs.join('\n\n')

export const weeksPt: SeedWeeksContent = {
  locale: 'pt',
  weeks: [
    {
      week: 1,
      title: 'Semana 1: a contagem começa com a menstruação',
      summary:
        'Ainda não há gravidez: a semana 1 é a da tua última menstruação, o ponto de partida que os profissionais usam para datar a gestação.',
      babySize: 'Ainda não há bebé: os óvulos continuam guardados nos ovários, à espera do próximo ciclo.',
      baby: paras(
        'Pode parecer estranho, mas na semana 1 ainda não estás grávida. A gravidez conta-se a partir do primeiro dia da última menstruação, porque é uma data que quase toda a gente conhece, ao contrário do dia exato da conceção. É por isso que uma gestação de termo tem cerca de 40 semanas, das quais as duas primeiras decorrem antes de o óvulo e o espermatozoide se encontrarem.',
        'Enquanto menstruas, as hormonas produzidas no cérebro já estão a dar sinal aos ovários. Vários folículos, pequenas bolsas cheias de líquido que contêm óvulos imaturos, começam a crescer. Ao longo dos próximos dias, normalmente só um deles vai ganhar a corrida e amadurecer o suficiente para ser libertado na ovulação.',
      ),
      body: paras(
        'O revestimento do útero, o endométrio, que se preparou durante o ciclo anterior, está a ser eliminado com a menstruação. Logo a seguir, o estrogénio começa a subir e o útero volta a construir um revestimento novo e mais espesso, para o caso de haver uma gravidez neste ciclo.',
        'Se estás a tentar engravidar, esta é uma boa altura para começares a registar o ciclo: quantos dias dura a menstruação, quantos dias passam entre uma e a seguinte e que sintomas notas. Estes dados ajudam-te a perceber quando deves ovular e são úteis em qualquer consulta.',
      ),
      tip: 'Se planeias engravidar, começa já a tomar ácido fólico, 400 microgramas por dia, idealmente pelo menos um mês antes da conceção e até às 12 semanas. A DGS recomenda também um suplemento de iodo a quem está a planear uma gravidez; o teu médico de família pode indicar-to numa consulta pré-concecional, onde se reveem também vacinas, medicação habitual e análises.',
      callProfessional:
        'Fala com o teu médico de família se as menstruações forem tão abundantes que tenhas de trocar de penso a cada hora, se durarem mais de sete dias ou se vierem com uma dor que não te deixa fazer a vida normal. Para dúvidas fora de horas, o SNS 24 (808 24 24 24) atende todos os dias; perante uma hemorragia muito intensa ou um desmaio, liga 112.',
      reviewerSlug: 'dr-amara-osei',
      reviewedOn: '2026-09-14',
    },
    {
      week: 2,
      title: 'Semana 2: a ovulação aproxima-se',
      summary:
        'O óvulo amadurece e, no fim desta semana, pode ser libertado. São os dias mais férteis do ciclo, embora ainda não haja gravidez.',
      babySize: 'Ainda não há bebé: há um óvulo maduro, com cerca de 0,1 mm, prestes a sair do ovário.',
      baby: paras(
        'Ainda não existe embrião, mas o óvulo que lhe pode dar origem está quase pronto. Dentro do folículo dominante, amadurece e prepara-se para ser libertado. Num ciclo de 28 dias, a ovulação acontece por volta do 14.º dia; em ciclos mais longos acontece mais tarde, e em ciclos mais curtos, mais cedo.',
        'Depois de sair do ovário, o óvulo é captado pela trompa de Falópio e só sobrevive 12 a 24 horas. Os espermatozoides, pelo contrário, podem manter-se vivos até cinco dias dentro do corpo. Por isso, a janela fértil inclui os dias que antecedem a ovulação e o próprio dia: é nesse período que uma relação sexual tem mais probabilidade de resultar numa gravidez.',
      ),
      body: paras(
        'Com o estrogénio a subir, é comum notares um corrimento mais abundante, transparente e elástico, parecido com clara de ovo. É um sinal de que a ovulação está perto. Algumas pessoas sentem também uma pequena dor num dos lados do baixo ventre, que dura de alguns minutos a poucas horas.',
        'Os testes de ovulação vendidos nas farmácias detetam o pico da hormona luteinizante (LH), que antecede a ovulação em cerca de um dia. Podem ajudar-te a conhecer o teu padrão, mas não são obrigatórios: relações sexuais a cada dois ou três dias cobrem a janela fértil sem a pressão do calendário.',
      ),
      tip: 'Deixa o álcool e o tabaco desde já, e não só depois do teste positivo: as primeiras semanas de desenvolvimento acontecem antes de saberes que estás grávida. Se tens uma doença crónica ou tomas medicação habitual, não a suspendas por tua conta; fala primeiro com o teu médico.',
      callProfessional:
        'Se tens menos de 35 anos e tentas engravidar há 12 meses sem sucesso, ou há seis meses se tens 35 ou mais, marca consulta com o teu médico de família para uma primeira avaliação. Uma dor pélvica forte e súbita, com febre ou vómitos, justifica uma chamada imediata para o SNS 24 (808 24 24 24); se a dor for insuportável ou desmaiares, liga 112.',
      reviewerSlug: 'dr-amara-osei',
      reviewedOn: '2026-09-14',
    },
    {
      week: 3,
      title: 'Semana 3: fecundação e a viagem até ao útero',
      summary:
        'Se houve fecundação, o óvulo fecundado divide-se, desce pela trompa e começa a implantar-se no útero. Nenhum teste o deteta ainda.',
      babySize: 'Uma pequena bola de células, o blastocisto, com cerca de 0,1 a 0,2 mm, invisível a olho nu.',
      baby: paras(
        'Se um espermatozoide encontrou o óvulo na trompa, forma-se uma célula única, o zigoto, que reúne a informação genética dos dois progenitores. Poucas horas depois começa a dividir-se: duas células, quatro, oito, e assim sucessivamente, enquanto avança devagar em direção ao útero.',
        'Ao fim de cerca de cinco dias, essa bola de células transforma-se num blastocisto, com uma camada exterior que dará origem à placenta e um pequeno grupo interior que se vai tornar o embrião. Entre o sexto e o décimo dia depois da ovulação, o blastocisto começa a fixar-se na parede do útero. É a implantação, o passo que permite à gravidez continuar.',
      ),
      body: paras(
        'Por fora, quase nada muda. Depois da ovulação, o corpo amarelo, a estrutura que fica no ovário, produz progesterona, que mantém o endométrio espesso e acolhedor. Há quem note um ligeiro aumento da temperatura basal e uma sensibilidade nos seios parecida com a que antecede a menstruação.',
        'Na altura da implantação pode surgir uma pequena perda de sangue, rosada ou acastanhada, mais leve e mais curta do que uma menstruação. Muitas pessoas não têm perda nenhuma, e isso é igualmente normal.',
      ),
      tip: 'Ainda é cedo para fazer um teste: a hormona da gravidez (hCG) só começa a ser produzida depois da implantação. Para evitar a desilusão de um falso negativo, espera pelo dia em que a menstruação devia chegar.',
      callProfessional:
        'Nesta fase raramente há sinais que exijam cuidados, mas uma perda de sangue muito abundante, febre ou uma dor pélvica intensa merecem sempre atenção: liga para o SNS 24 (808 24 24 24) ou fala com o teu médico. Se a dor for muito forte ou te sentires a desmaiar, o número é o 112.',
      reviewerSlug: 'dr-amara-osei',
      reviewedOn: '2026-09-14',
    },
    {
      week: 4,
      title: 'Semana 4: o teste de gravidez já pode dar positivo',
      summary:
        'A implantação termina e a hCG começa a subir. A partir do dia em que a menstruação devia vir, um teste de farmácia pode dar positivo.',
      babySize:
        'Do tamanho de uma semente de papoila (cerca de 1 mm): um disco de células que ainda não se vê numa ecografia.',
      baby: paras(
        'O blastocisto está agora bem instalado no endométrio. As células interiores organizam-se num disco com camadas distintas, que vão dar origem a todos os órgãos: o sistema nervoso e a pele, o coração, os músculos e os ossos, o aparelho digestivo e os pulmões. À volta formam-se o saco amniótico e o saco vitelino, que alimenta o embrião até a placenta assumir essa função.',
        'As células exteriores penetram na parede do útero para construir a futura placenta. São elas que produzem a gonadotrofina coriónica humana, a hCG, a hormona que os testes de gravidez detetam e cuja concentração, nesta fase, duplica mais ou menos a cada dois ou três dias.',
      ),
      body: paras(
        'No fim desta semana a menstruação está atrasada, e muitas vezes é esse o primeiro sinal. Podes também sentir os seios mais sensíveis, um cansaço fora do habitual, vontade de urinar mais vezes ou um ligeiro desconforto no baixo ventre, como o de uma menstruação a chegar. Há quem não sinta absolutamente nada.',
        'Os testes de urina de farmácia são fiáveis a partir do dia em que a menstruação devia vir. Se der negativo e a menstruação continuar sem aparecer, repete o teste dois ou três dias depois, de preferência com a primeira urina da manhã.',
      ),
      tip: 'Com um teste positivo, marca consulta no teu centro de saúde ou com o teu médico para começares a vigilância da gravidez. Se ainda não tomas ácido fólico, começa agora: vale a pena iniciá-lo mesmo que já estejas grávida.',
      callProfessional:
        'Com um teste positivo, uma dor forte e persistente num dos lados da barriga, dor no ombro, hemorragia, tonturas ou desmaio podem indicar uma gravidez fora do útero e precisam de avaliação urgente. Liga para o SNS 24 (808 24 24 24) ou para o teu médico; se a dor for muito intensa ou desmaiares, liga 112.',
      reviewerSlug: 'dr-amara-osei',
      reviewedOn: '2026-09-14',
    },
    {
      week: 5,
      title: 'Semana 5: o coração primitivo começa a formar-se',
      summary:
        'O embrião mede cerca de 2 mm e forma o tubo neural e um coração primitivo. É altura de marcares a primeira consulta de vigilância.',
      babySize: 'Do tamanho de uma semente de sésamo (cerca de 2 mm).',
      baby: paras(
        'O embrião tem agora uma forma alongada e está a construir as bases de tudo o resto. Ao longo das costas forma-se o tubo neural, que vai dar origem ao cérebro e à medula espinal; o ácido fólico que tomas ajuda precisamente a que este tubo feche bem. Ao mesmo tempo, um pequeno tubo cardíaco começa a contrair-se de forma ritmada.',
        'Ainda não é um coração com quatro cavidades, e estes primeiros batimentos são pequenos demais para uma ecografia. Se fizeres uma ecografia transvaginal agora, o mais provável é ver-se apenas o saco gestacional, às vezes com o saco vitelino lá dentro. É o esperado para este tempo de gravidez e não deve preocupar-te.',
      ),
      body: paras(
        'A hCG e a progesterona sobem depressa, e é nesta altura que muitas grávidas começam a sentir os primeiros sintomas: enjoos, que podem surgir a qualquer hora do dia, seios doridos, um cansaço que pede sestas e idas frequentes à casa de banho. Também é comum estares mais emotiva ou com o olfato mais apurado.',
        'Cada gravidez é diferente, e a ausência de sintomas não significa que algo esteja mal. Há grávidas que atravessam o primeiro trimestre quase sem enjoos.',
      ),
      tip: 'Marca a primeira consulta de vigilância pré-natal no centro de saúde ou com o teu obstetra: o ideal é que aconteça até às 12 semanas. Leva a data do primeiro dia da última menstruação e uma lista de tudo o que tomas, incluindo suplementos e produtos naturais.',
      callProfessional:
        'Hemorragia vaginal, dor forte no baixo ventre, sobretudo de um só lado, dor no ombro ou sensação de desmaio exigem avaliação no próprio dia. Contacta o SNS 24 (808 24 24 24) ou o teu médico, e perante dor intensa ou perda de consciência liga 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-14',
    },
    {
      week: 6,
      title: 'Semana 6: o batimento cardíaco pode surgir na ecografia',
      summary:
        'Com cerca de 5 mm, o embrião tem um coração que bate depressa e que, numa ecografia transvaginal, por vezes já se vê.',
      babySize: 'Do tamanho de uma lentilha (cerca de 4 a 6 mm).',
      baby: paras(
        'O embrião cresce depressa e começa a curvar-se sobre si próprio, em forma de C. Na cabeça surgem pequenas depressões onde se vão formar os olhos e os ouvidos, e aparecem os botões que darão origem aos braços e às pernas. O cérebro já se divide em várias regiões.',
        'O coração bate a um ritmo rápido, bem mais acelerado do que o teu. Numa ecografia transvaginal feita entre as 6 e as 7 semanas, é muitas vezes possível ver esse batimento como um pequeno piscar no ecrã. Se ainda não se vir, pode ser só uma questão de dias, porque a data calculada pela menstruação nem sempre coincide com a ovulação real; nesses casos, costuma repetir-se o exame uma a duas semanas depois.',
      ),
      body: paras(
        'No SNS, a primeira ecografia de rotina faz-se entre as 11 e as 14 semanas; uma ecografia tão precoce costuma ser pedida apenas quando há perdas de sangue, dor ou dúvidas sobre a data. Não a fazeres agora não significa que a tua gravidez esteja a ser menos vigiada.',
        'Por estes dias, os enjoos e o cansaço tendem a ganhar força. O útero começa a crescer e pode provocar pequenas pontadas ou uma sensação de peso no baixo ventre, parecidas com as da menstruação. A vontade de urinar aumenta, porque os rins filtram mais sangue e o útero pressiona a bexiga.',
      ),
      tip: 'Come pouco e muitas vezes, porque um estômago vazio piora os enjoos. Ter umas tostas ou bolachas de água e sal na mesa de cabeceira, para comer antes de te levantares, ajuda muitas grávidas.',
      callProfessional:
        'Se vomitas várias vezes por dia e não consegues reter líquidos nem comida durante 24 horas, se a urina fica muito escura ou escassa ou se te sentes tonta ao levantar, pode ser hiperémese gravídica, que tem tratamento: liga para o SNS 24 (808 24 24 24) ou para o teu médico. Hemorragia abundante ou desmaio são motivo para ligares 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-14',
    },
    {
      week: 7,
      title: 'Semana 7: o cérebro acelera e chegam as primeiras análises',
      summary:
        'O embrião tem cerca de 1 cm e o cérebro cresce a grande ritmo. É também a fase das análises do primeiro trimestre.',
      babySize: 'Do tamanho de um mirtilo (cerca de 1 cm).',
      baby: paras(
        'Nesta semana, o cérebro do embrião produz novas células a um ritmo impressionante, e a cabeça é grande em relação ao resto do corpo. Os botões dos braços alongam-se e terminam em pequenas placas achatadas, de onde vão sair os dedos. Começam também a formar-se o fígado, os rins e o intestino.',
        'O cordão umbilical já liga o embrião à placenta em formação, embora nesta fase seja ainda o saco vitelino a fornecer grande parte dos nutrientes. Numa ecografia, o embrião parece um pequeno feijão com um batimento cardíaco bem visível. Mede-se do alto da cabeça até às nádegas, e é esta medida que ajuda a confirmar a idade da gravidez.',
      ),
      body: paras(
        'O volume de sangue começa a aumentar e o coração trabalha mais, o que pode deixar-te mais cansada e, por vezes, com tonturas. A progesterona abranda o intestino, e a obstipação é uma queixa comum: água, fruta, legumes, cereais integrais e uma caminhada diária ajudam.',
        'Na primeira consulta vão pedir-te análises ao sangue e à urina: grupo sanguíneo e fator Rh, hemograma, glicemia em jejum, serologias como rubéola, toxoplasmose, sífilis, VIH e hepatites, e uma urocultura. Servem para conhecer o teu ponto de partida e agir cedo, se for preciso.',
      ),
      tip: 'Guarda os resultados das análises e leva-os a todas as consultas, com o Boletim de Saúde da Grávida. Se não és imune à toxoplasmose, pergunta que cuidados deves ter com a carne, os legumes crus e a areia dos gatos.',
      callProfessional:
        'Uma perda de sangue semelhante a uma menstruação, cólicas fortes, dor ou ardor ao urinar ou febre a partir de 38 °C são motivos para contactares o SNS 24 (808 24 24 24) ou o teu médico nesse mesmo dia. Se a hemorragia for abundante ou te sentires a desmaiar, liga 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-14',
    },
    {
      week: 8,
      title: 'Semana 8: dedos a formar-se e movimentos que ainda não sentes',
      summary:
        'O embrião mede cerca de 1,6 cm e já se mexe, embora ainda não o sintas. O útero cresce e as calças podem começar a apertar.',
      babySize: 'Do tamanho de uma framboesa (cerca de 1,6 cm, 1 g).',
      baby: paras(
        'Os dedos das mãos e dos pés começam a separar-se, embora ainda estejam unidos por uma membrana fina. Os braços dobram-se nos cotovelos, e as pálpebras, o nariz e o lábio superior ganham forma. A pequena cauda que o embrião tinha nas semanas anteriores está quase a desaparecer.',
        'O embrião já faz pequenos movimentos espontâneos, que se podem ver numa ecografia, mas é tão pequeno que só os vais sentir daqui a vários meses. Por dentro, os intestinos crescem tão depressa que parte deles fica temporariamente dentro do cordão umbilical, e só regressa ao abdómen por volta das 12 semanas.',
      ),
      body: paras(
        'O útero tem agora mais ou menos o tamanho de uma laranja. Ainda não se nota barriga, mas as calças podem começar a apertar, sobretudo ao fim do dia, porque a progesterona também provoca inchaço abdominal. Os seios continuam a crescer e as veias ficam mais visíveis.',
        'Algumas grávidas sentem azia pela primeira vez, ou um gosto metálico na boca. Em muitos casos, os enjoos continuam a ser o sintoma que mais pesa no dia a dia.',
      ),
      tip: 'Quando te sentires preparada para contar no trabalho, informa a entidade empregadora por escrito e junta um atestado médico: é isso que te garante a proteção na parentalidade prevista no Código do Trabalho, incluindo a dispensa para consultas. Não tens de o fazer antes de estares pronta.',
      callProfessional:
        'Se tiveres uma perda de sangue abundante, com coágulos ou cólicas fortes, contacta o SNS 24 (808 24 24 24) ou o teu médico; se sangrares muito ou estiveres prestes a desmaiar, liga 112. Pequenas perdas acastanhadas sem dor também devem ser referidas, mesmo que não sejam urgentes.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-14',
    },
    {
      week: 9,
      title: 'Semana 9: quase no fim do período embrionário',
      summary:
        'Com cerca de 2,3 cm, os órgãos principais estão formados e começam a amadurecer. A placenta prepara-se para assumir o comando.',
      babySize: 'Do tamanho de uma cereja (cerca de 2,3 cm, 2 g).',
      baby: paras(
        'Os principais órgãos já estão formados, e agora é tempo de crescerem e amadurecerem. O coração tem quatro cavidades e as válvulas estão a desenvolver-se. Os órgãos genitais externos começam a diferenciar-se, mas ainda não é possível ver numa ecografia se é menino ou menina.',
        'A cara fica mais reconhecível: as orelhas sobem para o lugar definitivo e a ponta do nariz já se vê de perfil. Os músculos desenvolvem-se e os movimentos ficam mais variados. Por volta das 10 semanas termina o período embrionário, e o embrião passa a chamar-se feto.',
      ),
      body: paras(
        'O volume de sangue já aumentou bastante e as mucosas ficam mais irrigadas. Por isso, muitas grávidas notam o nariz entupido, pequenas hemorragias nasais ou gengivas que sangram ao lavar os dentes. Nada disto costuma ser grave, mas merece cuidados.',
        'A placenta está a crescer e, perto do fim do primeiro trimestre, passa a produzir as hormonas que sustentam a gravidez. Muitas grávidas sentem que os enjoos atingem o pico entre as 8 e as 10 semanas e começam a aliviar a seguir.',
      ),
      tip: 'Marca uma consulta no dentista: a gravidez torna as gengivas mais sensíveis, e o tratamento dentário é seguro nesta fase. Se és seguida no SNS, pergunta no centro de saúde pelo cheque-dentista para grávidas.',
      callProfessional:
        'Se tens vómitos que não te deixam reter líquidos, febre, dor ao urinar com dor nas costas ou uma hemorragia vaginal, contacta no mesmo dia o SNS 24 (808 24 24 24) ou o teu médico. Perante uma hemorragia intensa, dor muito forte ou desmaio, liga 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-14',
    },
    {
      week: 10,
      title: 'Semana 10: agora é feto, e comer com enjoos é um desafio',
      summary:
        'Com cerca de 3 cm, o embrião passa a chamar-se feto. Se os enjoos te tiram o apetite, pequenas estratégias à mesa fazem diferença.',
      babySize: 'Do tamanho de um morango (cerca de 3,1 cm, 4 g).',
      baby: paras(
        'Terminado o período embrionário, o bebé passa a chamar-se feto. Daqui em diante, a tarefa principal é crescer e aperfeiçoar o que já existe. Os ossos começam a endurecer, as unhas surgem na ponta dos dedos e os dentes de leite formam-se dentro das gengivas.',
        'Os membros dobram-se nas articulações e os dedos já estão separados. O estômago começa a produzir sucos digestivos e os rins a formar urina. O feto mexe-se com frequência, estica-se e muda de posição, e o coração, ainda com um ritmo muito acelerado, por vezes já se ouve com um Doppler na consulta, embora possa ser preciso esperar mais umas semanas.',
      ),
      body: paras(
        'Para muitas grávidas, esta é a fase mais difícil do primeiro trimestre: enjoos, aversão a certos cheiros e sabores, cansaço. Se durante uns dias só consegues comer pão, arroz ou bolachas, não te culpes. O bebé vai buscar o que precisa às tuas reservas, e a alimentação costuma equilibrar-se quando os enjoos aliviam.',
        'Algumas grávidas não aumentam de peso nesta fase, ou até perdem um pouco, e isso costuma não ser um problema; refere-o na consulta. O aumento de peso concentra-se sobretudo no segundo e no terceiro trimestres.',
      ),
      tip: 'Bebe aos pequenos goles ao longo do dia, em vez de grandes copos às refeições, e experimenta comida fria ou à temperatura ambiente, que cheira menos. Gengibre ou limão ajudam algumas grávidas; se os enjoos não te deixam comer quase nada, fala com o teu médico, porque há tratamentos seguros.',
      callProfessional:
        'Se não consegues manter líquidos no estômago durante um dia, perdes peso de forma visível, urinas muito pouco ou vomitas sangue, liga para o SNS 24 (808 24 24 24) ou para o teu médico sem esperar pela próxima consulta. Numa emergência, como desmaio ou hemorragia abundante, liga 112.',
      reviewerSlug: 'marta-ruiz',
      reviewedOn: '2026-09-14',
    },
    {
      week: 11,
      title: 'Semana 11: segurança alimentar sem paranoia',
      summary:
        'O feto mede cerca de 4 cm e tem mãos e pés bem definidos. Sabe que alimentos evitar e quais podes comer com tranquilidade.',
      babySize: 'Do tamanho de um figo (cerca de 4,1 cm, 7 g).',
      baby: paras(
        'A cabeça ainda ocupa quase metade do comprimento do corpo, mas o tronco começa a alongar-se. As mãos já abrem e fecham, e os pés têm dedos bem definidos. Por baixo da pele, muito fina e transparente, veem-se os vasos sanguíneos.',
        'Os folículos pilosos começam a formar-se e, nas meninas, os ovários já contêm as células que um dia serão óvulos. O diafragma desenvolve-se e o feto faz pequenos movimentos parecidos com soluços. A partir desta semana já se pode fazer a ecografia do primeiro trimestre, que inclui a medição da translucência da nuca.',
      ),
      body: paras(
        'Pode ser que já notes alguma melhoria nos enjoos, ou que ainda tenhas de esperar mais umas semanas. A fome pode regressar em força, às vezes com desejos muito específicos. Não há mal nenhum em satisfazê-los com moderação, desde que o resto da alimentação seja variada.',
        'A azia e a obstipação continuam frequentes. Fibras, água e refeições mais pequenas ajudam a controlar ambas, e não te deitares logo a seguir ao jantar alivia a azia.',
      ),
      tip: 'Evita carne, peixe, ovos e marisco crus ou mal passados, enchidos e presunto curados se não fores imune à toxoplasmose, e queijos de pasta mole feitos com leite cru, como o da Serra ou o de Azeitão, por causa da listeria. Prefere peixes mais pequenos, como sardinha, cavala ou pescada, ao espadarte, ao peixe-espada ou ao atum grande, que acumulam mais mercúrio.',
      callProfessional:
        'Se tiveres febre, dores musculares e mal-estar parecidos com uma gripe depois de comeres algo suspeito, ou uma diarreia que não passa em 24 horas, liga para o SNS 24 (808 24 24 24) ou para o teu médico. Hemorragia, dor abdominal forte ou desmaio são motivo para ligares 112.',
      reviewerSlug: 'marta-ruiz',
      reviewedOn: '2026-09-28',
    },
    {
      week: 12,
      title: 'Semana 12: ecografia do primeiro trimestre e rastreio combinado',
      summary:
        'Entre as 11 e as 14 semanas faz-se a primeira ecografia de rotina e o rastreio combinado. O feto mede cerca de 5,4 cm.',
      babySize: 'Do tamanho de uma lima (cerca de 5,4 cm, 14 g).',
      baby: paras(
        'O feto tem todos os órgãos no lugar e já reage ao toque: se a barriga for pressionada durante a ecografia, pode mexer-se ou dar um pequeno salto. Os intestinos regressaram ao abdómen, os rins produzem urina que passa para o líquido amniótico e a hipófise começa a fabricar hormonas.',
        'Na ecografia do primeiro trimestre mede-se o comprimento do feto para acertar a data prevista do parto, confirma-se o número de bebés e avalia-se a anatomia visível nesta fase. Mede-se também a translucência da nuca, uma pequena camada de líquido na parte de trás do pescoço, que entra no cálculo do rastreio combinado.',
      ),
      body: paras(
        'O rastreio combinado junta essa medida à tua idade e a duas análises ao sangue (PAPP-A e beta-hCG livre) para estimar a probabilidade de algumas alterações cromossómicas, como a trissomia 21. O resultado é uma probabilidade, não um diagnóstico: muitos resultados de risco aumentado acabam por corresponder a bebés sem qualquer alteração, e nesse caso explicam-te que exames adicionais existem.',
        'O útero já sai da bacia e sente-se logo acima do osso púbico. Muitas grávidas notam que a vontade constante de urinar alivia um pouco.',
      ),
      tip: 'Antes da ecografia, escreve as dúvidas que queres esclarecer e pergunta como e quando vais receber o resultado do rastreio. O rastreio é opcional: tens direito a informação clara para decidires se o queres fazer.',
      callProfessional:
        'Perdas de sangue, dor abdominal forte ou em cólica, febre ou ardor ao urinar merecem uma chamada para o SNS 24 (808 24 24 24) ou para o teu médico, mesmo que a ecografia esteja marcada para breve. Se a hemorragia for intensa, liga 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-28',
    },
    {
      week: 13,
      title: 'Semana 13: o primeiro trimestre chega ao fim',
      summary:
        'O feto tem cerca de 7,4 cm e as impressões digitais estão a formar-se. Para muitas grávidas, a energia começa a voltar.',
      babySize: 'Do tamanho de uma vagem de ervilhas (cerca de 7,4 cm, 23 g).',
      baby: paras(
        'Nas pontas dos dedos começam a desenhar-se as impressões digitais, únicas para cada pessoa. As cordas vocais estão a formar-se e o feto já consegue levar o polegar à boca, embora o reflexo de sucção ainda esteja em desenvolvimento. O corpo cresce agora mais depressa do que a cabeça, e as proporções equilibram-se.',
        'Os ossos dos braços e das pernas continuam a endurecer, e o feto movimenta-se com mais coordenação, como se nadasse no líquido amniótico. A placenta está praticamente formada e assume a produção de hormonas e a troca de oxigénio e nutrientes entre ti e o bebé.',
      ),
      body: paras(
        'Com a placenta a tomar conta das hormonas, muitas grávidas sentem que os enjoos e o cansaço começam a dar tréguas. A barriga pode começar a notar-se, sobretudo se não é a primeira gravidez. Por outro lado, é habitual surgir mais corrimento vaginal, branco e sem cheiro.',
        'A probabilidade de perda da gravidez diminui bastante a partir desta fase, e é por isso que muitas pessoas escolhem este momento para partilhar a notícia. Não há regra: conta quando fizer sentido para ti.',
      ),
      tip: 'Se tiveres dúvidas sobre o resultado do rastreio combinado, pede uma consulta para o discutir com calma. Pergunta também pelo calendário de consultas e ecografias até ao fim da gravidez, para o apontares na agenda.',
      callProfessional:
        'Corrimento com cheiro forte, comichão intensa ou ardor, febre, dor forte na barriga ou qualquer hemorragia são razões para contactares o SNS 24 (808 24 24 24) ou o teu médico. Em caso de hemorragia abundante ou desmaio, liga 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-28',
    },
    {
      week: 14,
      title: 'Semana 14: bem-vinda ao segundo trimestre',
      summary:
        'O feto mede cerca de 8,7 cm e já faz caretas. Com mais energia, é boa altura para te mexeres e pensares no curso de preparação para o parto.',
      babySize: 'Do tamanho de um limão (cerca de 8,7 cm, 43 g).',
      baby: paras(
        'Os músculos da cara permitem ao feto franzir a testa, semicerrar os olhos e fazer pequenas caretas, embora ainda não sejam expressões de emoção. O corpo começa a cobrir-se de lanugo, uma penugem fina que ajuda a regular a temperatura e que, na maior parte dos casos, cai antes do nascimento.',
        'O pescoço está mais comprido e a cabeça mais erguida. O fígado começa a produzir bílis e o baço participa na formação de glóbulos vermelhos. Os órgãos genitais continuam a desenvolver-se e, numa ecografia das próximas semanas, às vezes já se percebe o sexo, se quiseres saber.',
      ),
      body: paras(
        'O segundo trimestre, das 14 às 27 semanas, é para muitas grávidas o período mais confortável. O apetite volta, a energia também, e o desejo sexual pode aumentar com a maior irrigação da zona pélvica. Numa gravidez sem complicações, as relações sexuais são seguras.',
        'A barriga começa a arredondar-se e a roupa de antes já não assenta tão bem. Calças com cintura elástica ou uma faixa de extensão dão para mais umas semanas antes de precisares de roupa de grávida.',
      ),
      tip: 'Se não tens contraindicações, mantém-te ativa: a OMS recomenda pelo menos 150 minutos de atividade moderada por semana durante a gravidez, como caminhar, nadar ou fazer hidroginástica. Pergunta também no centro de saúde ou na maternidade quando começa o curso de preparação para o parto e parentalidade, porque as vagas esgotam depressa.',
      callProfessional:
        'Perda de líquido pela vagina, hemorragia, dor abdominal que não passa com repouso ou febre são sinais para ligares ao SNS 24 (808 24 24 24) ou ao teu médico no próprio dia. Numa emergência, como uma hemorragia abundante, o número é o 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 15,
      title: 'Semana 15: ossos mais firmes e os teus direitos no trabalho',
      summary:
        'O feto tem cerca de 10 cm e as pernas já são mais compridas do que os braços. Sabe a que dispensas tens direito para ir às consultas.',
      babySize: 'Do tamanho de uma maçã (cerca de 10,1 cm, 70 g).',
      baby: paras(
        'As pernas já são mais compridas do que os braços, e o feto mexe todas as articulações. Os ossos ganham cálcio e ficam mais firmes, o suficiente para aparecerem bem definidos numa ecografia. A pele continua fina, mas começam a formar-se as sobrancelhas e o cabelo, que só ganha cor mais tarde.',
        'O feto faz movimentos respiratórios: leva o líquido amniótico para dentro e para fora dos pulmões, o que os ajuda a desenvolver-se. Também já deteta a luz através das pálpebras fechadas. Os movimentos são cada vez mais fortes, mas a maioria das grávidas ainda não os sente.',
      ),
      body: paras(
        'Por esta altura, a barriga começa a ser visível para os outros, e com ela chegam comentários, conselhos e mãos que se estendem sem pedir licença. Podes sempre dizer que não te sentes confortável. Fisicamente, muitas grávidas sentem-se bem, embora possam surgir dores lombares ou dificuldade em encontrar posição para dormir.',
        'Se trabalhas muitas horas sentada ou de pé, este é um bom momento para ajustar o ritmo. Levantar-te de hora a hora, beber água e ter um lanche por perto ajudam a chegar ao fim do dia com menos cansaço.',
      ),
      tip: 'Em Portugal, tens direito a dispensa do trabalho para as consultas pré-natais e para a preparação para o parto, sem perda de retribuição, quando não for possível marcá-las fora do horário; a entidade empregadora pode pedir-te um comprovativo. O outro progenitor também tem direito a dispensas para te acompanhar a algumas consultas.',
      callProfessional:
        'Se sentires dor ou ardor ao urinar, febre, dor lombar de um só lado ou perdas de sangue, contacta o SNS 24 (808 24 24 24) ou o teu médico: as infeções urinárias são mais frequentes na gravidez e devem ser tratadas cedo. Se houver hemorragia intensa ou dor muito forte, liga 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 16,
      title: 'Semana 16: há quem já sinta as primeiras borboletas',
      summary:
        'O feto tem cerca de 11,6 cm e 100 g. Se já estiveste grávida antes, podes sentir os primeiros movimentos mais cedo.',
      babySize: 'Do tamanho de um abacate (cerca de 11,6 cm, 100 g).',
      baby: paras(
        'O feto já segura a cabeça mais direita, e os olhos, ainda fechados, fazem pequenos movimentos lentos. Numa ecografia, às vezes vê-se o feto a levar as mãos à cara ou a abrir e fechar a boca. O sistema nervoso está a ligar músculos e cérebro, e os movimentos tornam-se mais coordenados: dá pontapés, vira-se e estica os braços.',
        'O coração bombeia vários litros de sangue por dia e acelera ou abranda conforme a atividade. As unhas dos pés aparecem, e as das mãos já estão formadas. Por esta altura, algumas grávidas que já tiveram filhos começam a sentir pequenos toques, como bolhas ou borboletas na barriga.',
      ),
      body: paras(
        'Nas primeiras gravidezes, os movimentos costumam ser percebidos mais tarde, entre as 18 e as 22 semanas. Não te preocupes se ainda não sentes nada; a posição da placenta também influencia. Quando os sentires, no início serão toques curtos e espaçados, mais fáceis de notar quando estás deitada e quieta.',
        'Podem surgir manchas escuras na cara, o chamado cloasma ou máscara da gravidez, e uma linha escura vertical na barriga, a linha nigra. São provocadas pelas hormonas e, na maioria dos casos, vão desaparecendo depois do parto.',
      ),
      tip: 'Usa protetor solar de fator alto todos os dias, mesmo no inverno e com o céu nublado, e chapéu na praia: o sol escurece ainda mais as manchas da gravidez. Prefere cremes simples e pede conselho na farmácia antes de usares produtos com ácidos ou retinoides.',
      callProfessional:
        'Perdas de sangue, perda de líquido transparente pela vagina, cólicas regulares ou febre pedem contacto imediato com o SNS 24 (808 24 24 24) ou com o teu médico. Liga 112 se a hemorragia for abundante ou te sentires a perder os sentidos.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 17,
      title: 'Semana 17: reservas de gordura e costas mais sobrecarregadas',
      summary:
        'O feto tem cerca de 13 cm e começa a acumular gordura. O teu centro de gravidade muda, e as costas podem queixar-se.',
      babySize: 'Do tamanho de uma romã (cerca de 13 cm, 140 g).',
      baby: paras(
        'Debaixo da pele começa a depositar-se gordura, que vai ajudar o bebé a manter a temperatura depois de nascer. O esqueleto, ainda em grande parte feito de cartilagem, vai-se transformando em osso. O cordão umbilical fica mais grosso e resistente. As impressões digitais, que começaram a desenhar-se semanas antes, estão agora completas.',
        'As glândulas sudoríparas estão a formar-se e as articulações movem-se com mais liberdade. O feto treina gestos de que vai precisar mais tarde, como chupar e engolir, e passa boa parte do tempo a dormir, em ciclos que se vão definir melhor nas próximas semanas.',
      ),
      body: paras(
        'À medida que a barriga cresce, o centro de gravidade desloca-se para a frente e a tendência é arquear a zona lombar. A relaxina, uma hormona que deixa os ligamentos mais flexíveis para o parto, também torna as articulações menos estáveis. O resultado, para muitas grávidas, é dor nas costas ao fim do dia.',
        'Dormir de barriga para baixo também começa a custar. Habituares-te desde já a dormir de lado, com uma almofada entre os joelhos, vai ser útil nos próximos meses.',
      ),
      tip: 'Usa sapatos baixos e confortáveis, dobra os joelhos em vez das costas para pegar em pesos e, sentada, apoia a zona lombar. Se a dor persistir, pede ao teu enfermeiro ou médico que te encaminhe para fisioterapia: há exercícios que ajudam.',
      callProfessional:
        'Uma dor nas costas que vem em ondas regulares, com a barriga a endurecer, ou que aparece com febre e ardor ao urinar merece avaliação: liga para o SNS 24 (808 24 24 24) ou para o teu médico. Perante uma hemorragia ou uma dor súbita e intensa, liga 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 18,
      title: 'Semana 18: o bebé começa a ouvir',
      summary:
        'Com cerca de 14 cm, o feto começa a captar sons. Entre as 18 e as 22 semanas, muitas grávidas sentem os primeiros movimentos.',
      babySize: 'Do tamanho de um pimento (cerca de 14,2 cm, 190 g).',
      baby: paras(
        'Os ossinhos do ouvido médio e as estruturas do ouvido interno estão a terminar de se formar, e o feto começa a captar sons: o bater do teu coração, os ruídos da digestão e, mais abafadas, as vozes de quem está à tua volta. Ainda é cedo para reconhecer vozes, mas a audição vai-se apurando até ao nascimento.',
        'Os nervos começam a ser revestidos por mielina, uma camada que torna a transmissão dos sinais mais rápida. O feto boceja, soluça e dá pontapés cada vez mais vigorosos. Nas meninas, o útero e as trompas já estão formados; nos meninos, os órgãos genitais podem ser visíveis numa ecografia.',
      ),
      body: paras(
        'Muitas grávidas sentem por esta altura os primeiros movimentos, descritos como borbulhas, um peixe a nadar ou um leve tremor. No início são irregulares e fáceis de confundir com gases. Com o tempo, vais conhecer o padrão de movimentos do teu bebé.',
        'A tensão arterial tende a baixar no segundo trimestre, o que pode provocar tonturas quando te levantas depressa ou passas muito tempo de pé. Ficar deitada de costas durante muito tempo também pode deixar-te indisposta.',
      ),
      tip: 'Levanta-te devagar, senta-te primeiro na beira da cama e bebe água ao longo do dia. Se te sentires tonta, senta-te ou deita-te de lado até passar, e evita banhos muito quentes e demorados.',
      callProfessional:
        'Se desmaiares, tiveres tonturas com palpitações ou falta de ar, uma dor de cabeça forte que não passa ou perdas de sangue, liga para o SNS 24 (808 24 24 24) ou para o teu médico. Se perderes a consciência ou tiveres dor no peito, quem estiver contigo deve ligar 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 19,
      title: 'Semana 19: vérnix, pontadas nos lados e a morfológica à porta',
      summary:
        'O feto tem cerca de 15 cm e cobre-se de vérnix. A ecografia morfológica aproxima-se: prepara as tuas perguntas.',
      babySize: 'Do tamanho de uma manga (cerca de 15,3 cm, 240 g).',
      baby: paras(
        'A pele do feto começa a cobrir-se de vérnix caseoso, uma camada branca e gordurosa que a protege do contacto prolongado com o líquido amniótico. Parece um creme hidratante e, em muitos bebés, ainda se vê um pouco à nascença, sobretudo nas pregas.',
        'Os sentidos continuam a desenvolver-se: as zonas do cérebro responsáveis pelo olfato, paladar, audição, visão e tato estão a especializar-se. Os rins continuam a produzir urina, que renova o líquido amniótico, e os braços e as pernas têm agora proporções próximas das finais. Os movimentos ficam mais fortes e, com um pouco de sorte, mais fáceis de distinguir.',
      ),
      body: paras(
        'Podes sentir pontadas súbitas num ou nos dois lados da parte de baixo da barriga, sobretudo quando te levantas, tosses ou te viras na cama. É a dor dos ligamentos redondos, que sustentam o útero e estão a esticar. É desconfortável, mas passa depressa.',
        'Com o útero a crescer, a digestão fica mais lenta e a azia pode voltar. Dormir com a cabeceira um pouco elevada e jantar mais cedo ajudam muitas grávidas.',
      ),
      tip: 'A ecografia morfológica, entre as 20 e as 22 semanas, é longa e detalhada. Se quiseres, leva uma pessoa de confiança e uma lista de perguntas, e decide antes se queres saber o sexo do bebé, para o dizeres logo no início do exame.',
      callProfessional:
        'Uma dor abdominal forte que não alivia com repouso, ao contrário das pontadas rápidas dos ligamentos, e qualquer dor acompanhada de febre, hemorragia ou perda de líquido merecem contacto com o SNS 24 (808 24 24 24) ou com o teu médico. Se a dor for muito intensa ou a hemorragia abundante, liga 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 20,
      title: 'Semana 20: a meio caminho e a ecografia morfológica',
      summary:
        'Chegaste a metade da gravidez. O bebé mede cerca de 25 cm da cabeça aos pés, e a ecografia morfológica observa-o ao pormenor.',
      babySize: 'Do tamanho de uma banana (cerca de 25 cm da cabeça aos pés, 300 g).',
      baby: paras(
        'A partir desta semana, o comprimento passa normalmente a ser indicado da cabeça aos pés, e não só até às nádegas, por isso os números dão um salto. O bebé engole líquido amniótico, e o intestino começa a produzir mecónio, a primeira substância que vai aparecer nas fraldas depois do nascimento.',
        'Na ecografia morfológica, feita entre as 20 e as 22 semanas, o profissional observa com atenção o cérebro, a face, a coluna, o coração, o estômago, os rins, os membros, a placenta, o cordão e o líquido amniótico. Mede também o bebé, para confirmar que o crescimento está de acordo com o tempo de gravidez.',
      ),
      body: paras(
        'O topo do útero chega mais ou menos à altura do umbigo, e a barriga já é evidente. Podes sentir o umbigo a ficar mais achatado ou até saliente, o que é normal.',
        'Se a ecografia mostrar a placenta baixa, raramente é motivo de preocupação nesta altura: na maior parte dos casos, à medida que o útero cresce, a placenta afasta-se do colo e a situação resolve-se, pelo que se repete a avaliação no terceiro trimestre. Se for encontrada alguma alteração noutra estrutura, serás encaminhada para uma consulta de medicina materno-fetal, onde te explicam tudo com calma.',
      ),
      tip: 'A DGS recomenda, em cada gravidez, a vacina contra a tosse convulsa (dTpa) entre as 20 e as 36 semanas, idealmente até às 32: os anticorpos que produzes passam ao bebé e protegem-no nos primeiros meses, antes de ele poder ser vacinado. Pergunta no centro de saúde quando a podes fazer.',
      callProfessional:
        'Se tiveres perda de líquido, hemorragia, contrações ou dor abdominal que se repete, febre ou uma dor de cabeça forte que não passa, liga para o SNS 24 (808 24 24 24) ou para o teu médico. Numa emergência, como uma hemorragia abundante ou convulsões, liga 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-28',
    },
    {
      week: 21,
      title: 'Semana 21: mais apetite, mas não a comer por dois',
      summary:
        'O bebé mede cerca de 27 cm e prova os sabores do líquido amniótico. A energia de que precisas sobe pouco: conta mais a qualidade.',
      babySize: 'Do tamanho de uma cenoura grande (cerca de 26,7 cm, 360 g).',
      baby: paras(
        'O bebé engole líquido amniótico todos os dias, e as papilas gustativas já estão formadas. Parte dos sabores do que comes passa para esse líquido, e há estudos que sugerem que esta exposição precoce pode influenciar as preferências alimentares mais tarde. Uma alimentação variada é uma primeira apresentação à cozinha da família.',
        'A medula óssea começa a assumir a produção de células do sangue, tarefa que até agora cabia sobretudo ao fígado e ao baço. Os movimentos são mais fortes e frequentes, e quem te acompanha pode, com paciência, sentir um pontapé com a mão pousada na tua barriga.',
      ),
      body: paras(
        'O apetite costuma aumentar nesta fase, mas a ideia de comer por dois não corresponde à realidade. No segundo trimestre, a energia extra de que precisas equivale mais ou menos a um lanche por dia, como uma sandes de pão integral com queijo fresco e uma peça de fruta.',
        'O ferro é um nutriente a ter em conta: o volume de sangue aumentou muito e as reservas podem baixar. Carne, peixe, ovos, leguminosas como feijão, grão e lentilhas e legumes de folha verde-escura são boas fontes.',
      ),
      tip: 'Junta aos alimentos ricos em ferro uma fonte de vitamina C, como laranja, kiwi, pimento ou tomate, que melhora a absorção, e deixa o café e o chá para longe das refeições principais. Se tomas suplementos de ferro ou de iodo, segue as indicações do teu médico.',
      callProfessional:
        'Cansaço extremo, palidez, falta de ar com pequenos esforços ou palpitações podem indicar anemia e merecem uma conversa com o teu médico ou uma chamada para o SNS 24 (808 24 24 24). Se tiveres dor no peito, falta de ar intensa ou desmaiares, liga 112.',
      reviewerSlug: 'marta-ruiz',
      reviewedOn: '2026-10-12',
    },
    {
      week: 22,
      title: 'Semana 22: sobrancelhas, estrias e cálcio no prato',
      summary:
        'O bebé tem cerca de 28 cm e parece um recém-nascido em miniatura. Cálcio, proteína e lanches bem escolhidos ajudam nesta fase.',
      babySize: 'Do tamanho de uma papaia (cerca de 27,8 cm, 430 g).',
      baby: paras(
        'Com sobrancelhas e pestanas, lábios bem desenhados e orelhas no lugar, o bebé já tem o aspeto de um recém-nascido em miniatura, embora ainda muito magro. As pálpebras continuam fechadas, mas os olhos estão formados, e a íris ainda não tem pigmento.',
        'O pâncreas desenvolve-se e começa a produzir insulina. O bebé reage ao toque, aos sons e aos teus movimentos: quando caminhas, o balanço costuma embalá-lo, e é frequente sentires mais pontapés quando te deitas ao fim do dia. Os ossos continuam a absorver cálcio e a ficar mais densos.',
      ),
      body: paras(
        'A pele da barriga, das ancas e dos seios estica, e podem surgir estrias, primeiro avermelhadas ou arroxeadas. Dependem muito da genética e da elasticidade da pele; os cremes hidratantes aliviam a comichão, mas não há provas de que as evitem. Com o tempo, a maioria clareia.',
        'Os pés e os tornozelos podem inchar ao fim do dia, sobretudo com calor ou depois de muitas horas de pé. Elevar as pernas e caminhar ajudam a circulação.',
      ),
      tip: 'Garante duas a três porções de laticínios por dia, como leite, iogurte ou queijo, ou bebidas vegetais enriquecidas em cálcio. Para os lanches, prefere fruta, frutos secos sem sal ou tostas integrais com húmus, que dão energia sem picos de açúcar.',
      callProfessional:
        'Um inchaço que aparece de repente na cara, nas mãos ou à volta dos olhos, ou o inchaço de uma só perna com dor e vermelhidão, deve ser avaliado no próprio dia: liga para o SNS 24 (808 24 24 24) ou para o teu médico. Falta de ar súbita ou dor no peito são motivo para ligares 112.',
      reviewerSlug: 'marta-ruiz',
      reviewedOn: '2026-10-12',
    },
    {
      week: 23,
      title: 'Semana 23: emoções à flor da pele, e está tudo bem',
      summary:
        'O bebé tem cerca de 29 cm e habitua-se a sons familiares. As emoções oscilam, e saber quando pedir ajuda faz diferença.',
      babySize: 'Do tamanho de uma toranja (cerca de 28,9 cm, 500 g).',
      baby: paras(
        'A audição está mais apurada e o bebé começa a habituar-se aos sons que ouve com frequência, sobretudo à tua voz, que lhe chega por fora e também através do teu corpo. Depois do nascimento, muitos recém-nascidos acalmam com vozes e músicas que ouviram durante a gravidez.',
        'A pele ainda é enrugada e avermelhada, porque a gordura por baixo continua a acumular-se. Os pulmões desenvolvem os pequenos vasos que, mais tarde, vão permitir as trocas de oxigénio. O bebé alterna períodos de sono e de atividade, e poderás começar a notar que tem horas preferidas para se mexer.',
      ),
      body: paras(
        'As hormonas, o cansaço e as mudanças na tua vida podem trazer dias de alegria e outros de irritabilidade, choro fácil ou preocupação com tudo e com nada. É comum e não diz nada sobre a tua capacidade de cuidar do bebé. Ao mesmo tempo, a ansiedade e a depressão na gravidez são frequentes e tratáveis, e não devem ser desvalorizadas.',
        'Fisicamente, podes começar a sentir a barriga endurecer de vez em quando, sem dor. São contrações de Braxton Hicks, uma espécie de treino do útero, geralmente irregulares e que passam quando mudas de posição.',
      ),
      tip: 'Reserva uns minutos por dia para perceberes como te sentes, sem julgamento, e fala disso com alguém de confiança. Na consulta, podes contar ao teu enfermeiro ou médico como tens estado emocionalmente: faz parte da vigilância da gravidez, tal como a tensão arterial.',
      callProfessional:
        'Se há duas semanas ou mais te sentes triste, sem interesse por nada, muito ansiosa ou com ataques de pânico, fala com o teu médico de família ou liga para o SNS 24 (808 24 24 24), que tem também aconselhamento psicológico. Se tiveres pensamentos de te magoar ou de que seria melhor não estares cá, liga 112 ou pede a alguém que te leve já a uma urgência.',
      reviewerSlug: 'dr-sofia-lindqvist',
      reviewedOn: '2026-10-12',
    },
    {
      week: 24,
      title: 'Semana 24: um marco de viabilidade e o teste da glicose',
      summary:
        'O bebé tem cerca de 30 cm e 600 g. Entre as 24 e as 28 semanas faz-se a PTGO, para rastrear a diabetes gestacional.',
      babySize: 'Do tamanho de uma maçaroca de milho (cerca de 30 cm, 600 g).',
      baby: paras(
        'Os pulmões começam a produzir surfactante, uma substância que vai permitir aos alvéolos abrirem-se e manterem-se abertos quando o bebé respirar ar. É uma das razões pelas quais as 24 semanas são consideradas um marco: com cuidados intensivos neonatais, alguns bebés nascidos nesta fase conseguem sobreviver, embora precisem de muito apoio.',
        'O rosto está praticamente formado, e o bebé ganha peso de forma mais constante. O ouvido interno, que controla o equilíbrio, já funciona, e o bebé percebe se está de cabeça para cima ou para baixo. Os movimentos são agora fortes o suficiente para se verem por fora.',
      ),
      body: paras(
        'Entre as 24 e as 28 semanas, se a diabetes não tiver sido diagnosticada nas análises do primeiro trimestre, vão pedir-te a prova de tolerância à glicose oral (PTGO). Fazes uma colheita de sangue em jejum, bebes uma solução açucarada e repetes a colheita uma e duas horas depois, sempre sentada e em repouso.',
        'A diabetes gestacional raramente dá sintomas, por isso o rastreio é importante. Se o resultado for positivo, tens acompanhamento especializado, e na maioria dos casos controla-se com alimentação e atividade física.',
      ),
      tip: 'A partir de agora, presta atenção ao padrão de movimentos do teu bebé: quando se mexe mais e com que intensidade. Não há um número certo de pontapés; o que importa é notares se esse padrão muda.',
      callProfessional:
        'Se sentires que o bebé se mexe menos do que o habitual, ou deixares de o sentir, não esperes pelo dia seguinte: liga para o SNS 24 (808 24 24 24) ou para a tua maternidade, ou vai à urgência de obstetrícia. Numa emergência, como uma hemorragia abundante ou perda de líquido com dor forte, liga 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-10-12',
    },
    {
      week: 25,
      title: 'Semana 25: cabelo, reflexo de preensão e mãos dormentes',
      summary:
        'Com cerca de 35 cm, o bebé já agarra o cordão com as mãos. Formigueiro nas mãos e hemorroidas são queixas comuns nesta fase.',
      babySize: 'Do tamanho de uma couve-flor (cerca de 34,6 cm, 660 g).',
      baby: paras(
        'O bebé ganha cabelo, ainda sem a cor definitiva, e a pele começa a perder o aspeto translúcido à medida que se acumula gordura. As mãos estão bem desenvolvidas e o reflexo de preensão já existe: numa ecografia, pode ver-se o bebé a agarrar o cordão ou a tocar na própria cara.',
        'As narinas, que estavam fechadas, começam a abrir-se, e o bebé treina os movimentos respiratórios com o líquido amniótico. Os vasos sanguíneos dos pulmões continuam a desenvolver-se. A coluna ganha força e o bebé muda de posição várias vezes ao dia, com espaço de sobra para dar cambalhotas.',
      ),
      body: paras(
        'O líquido retido pode comprimir os nervos do pulso e provocar formigueiro, dormência ou dor nas mãos, sobretudo de manhã ou à noite. É a síndrome do túnel cárpico, comum na gravidez e que costuma melhorar depois do parto; sacudir as mãos e evitar dobrar os pulsos ajuda.',
        'A pressão do útero e a obstipação também favorecem as hemorroidas. Fibras, água e não fazer força na sanita são a primeira linha; se doerem ou sangrarem, pede ao teu médico uma pomada adequada à gravidez.',
      ),
      tip: 'Nesta fase repetem-se algumas análises, como o hemograma, para ver se há anemia, e algumas serologias. Aproveita a consulta para perguntares pelos resultados e se precisas de ajustar a alimentação ou algum suplemento.',
      callProfessional:
        'Se notares menos movimentos do bebé, sangue nas fezes em quantidade ou que não para, perda de líquido ou de sangue pela vagina, ou contrações dolorosas e regulares, contacta o SNS 24 (808 24 24 24) ou a maternidade. Se houver uma hemorragia vaginal abundante, liga 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-10-12',
    },
    {
      week: 26,
      title: 'Semana 26: os olhos abrem-se e a tensão arterial conta',
      summary:
        'O bebé tem cerca de 36 cm e começa a abrir os olhos. Conhecer os sinais de pré-eclâmpsia ajuda-te a agir cedo, se for preciso.',
      babySize: 'Do tamanho de uma alface (cerca de 35,6 cm, 760 g).',
      baby: paras(
        'Entre as 26 e as 28 semanas, as pálpebras, fechadas desde o fim do primeiro trimestre, começam a abrir-se. O bebé pisca os olhos e pode reagir a uma luz forte apontada à barriga, a virar a cabeça ou a mexer-se mais.',
        'O sistema nervoso está cada vez mais maduro, e o bebé responde de forma mais organizada aos estímulos: um ruído forte pode fazê-lo sobressaltar-se. Os pulmões continuam a ramificar-se e a produzir surfactante. A gordura debaixo da pele ainda é pouca, mas o peso vai praticamente duplicar até às 31 semanas.',
      ),
      body: paras(
        'Em cada consulta medem-te a tensão arterial e, muitas vezes, fazem uma análise rápida à urina. É assim que se rastreia a pré-eclâmpsia, uma complicação que pode surgir na segunda metade da gravidez e que, quando detetada cedo, se vigia e se trata com segurança.',
        'No dia a dia, podes ter mais dificuldade em dormir, cãibras nas pernas durante a noite e algum inchaço dos pés, que diminui com o repouso. O inchaço ligeiro e gradual é habitual; o que aparece de repente é diferente.',
      ),
      tip: 'Aprende os sinais de alerta da pré-eclâmpsia e partilha-os com quem vive contigo, para que também os reconheça. Se notares algum, não esperes pela próxima consulta.',
      callProfessional:
        'Dor de cabeça forte que não passa, alterações da visão como luzes a piscar ou visão turva, dor forte debaixo das costelas do lado direito, vómitos súbitos ou inchaço rápido da cara e das mãos podem ser sinais de pré-eclâmpsia: liga para o SNS 24 (808 24 24 24) ou para a maternidade nesse momento. Se tiveres convulsões ou dificuldade em respirar, quem estiver contigo deve ligar 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-10-12',
    },
    {
      week: 27,
      title: 'Semana 27: o último passo do segundo trimestre',
      summary:
        'O bebé tem cerca de 37 cm, dorme e acorda em ciclos e às vezes tem soluços. Está na hora de planear a licença parental.',
      babySize: 'Do tamanho de uma couve-roxa (cerca de 36,6 cm, 875 g).',
      baby: paras(
        'O bebé passa grande parte do tempo a dormir, em ciclos de sono e vigília cada vez mais regulares, e há estudos que sugerem que já tem fases de sono com movimentos rápidos dos olhos. Podes sentir soluços, pequenos saltos rítmicos que duram alguns minutos e são perfeitamente normais.',
        'O cérebro está muito ativo e a rede de ligações entre neurónios multiplica-se. O bebé reconhece a tua voz e pode reagir com movimentos quando falas ou cantas. O cérebro e os pulmões continuam a amadurecer, e cada dia dentro do útero conta.',
      ),
      body: paras(
        'O segundo trimestre termina no fim desta semana. O útero está já bem acima do umbigo, e podes sentir-te mais pesada, com falta de ar ao subir escadas ou cãibras nas pernas à noite. Alongar a barriga da perna antes de dormir e, durante uma cãibra, puxar os dedos do pé na tua direção costuma aliviar.',
        'Algumas grávidas têm síndrome das pernas inquietas, uma vontade irresistível de mexer as pernas ao deitar. Fala disso na consulta, porque por vezes está ligada à falta de ferro.',
      ),
      tip: 'Começa a planear a licença parental: decide, com o outro progenitor se for o caso, como vão dividir a licença parental inicial e avisa a entidade empregadora com antecedência. Podes gozar parte da licença antes do parto, e o subsídio pede-se na Segurança Social Direta, onde deves confirmar os prazos e as modalidades em vigor.',
      callProfessional:
        'Contrações regulares e dolorosas, pressão forte na pélvis, perda de líquido ou de sangue, ou menos movimentos do bebé antes das 37 semanas podem ser sinais de parto prematuro ou de outra complicação: liga para o SNS 24 (808 24 24 24) ou para a maternidade. Perante uma hemorragia abundante, liga 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-10-12',
    },
    {
      week: 28,
      title: 'Semana 28: terceiro trimestre, dormir de lado e pavimento pélvico',
      summary:
        'Começa o terceiro trimestre. O bebé pesa cerca de 1 kg, e dormir de lado e treinar o pavimento pélvico passam a ser prioridades.',
      babySize: 'Do tamanho de uma beringela (cerca de 37,6 cm, 1 kg).',
      baby: paras(
        'O bebé abre e fecha os olhos, tem pestanas e começa a distinguir o claro do escuro. O cérebro cresce depressa e a superfície ganha as primeiras pregas, que permitem ter mais neurónios no mesmo espaço. A gordura acumula-se e o corpo fica mais arredondado.',
        'Os pulmões ainda estão imaturos, mas continuam a produzir surfactante e a treinar os movimentos respiratórios. O bebé mexe-se muito e já tem força para te acordar a meio da noite. Nas próximas semanas vai ficando com menos espaço, por isso os movimentos mudam de estilo: menos cambalhotas, mais empurrões e rebolar.',
      ),
      body: paras(
        'A partir das 28 semanas, recomenda-se que adormeças de lado, esquerdo ou direito, e não de barriga para cima: deitada de costas, o peso do útero comprime vasos sanguíneos importantes e pode reduzir o fluxo de sangue para o bebé. Se acordares de costas, não te assustes; vira-te e volta a adormecer de lado.',
        'Se o teu grupo sanguíneo for Rh negativo, é por esta altura que costuma ser proposta a imunoglobulina anti-D, para evitar a formação de anticorpos contra os glóbulos vermelhos do bebé. Pode surgir também dor na bacia ou no osso púbico ao andar ou subir escadas: é a dor da cintura pélvica, que tem tratamento.',
      ),
      tip: 'Treina o pavimento pélvico: contrai os músculos como se quisesses segurar o xixi e os gases ao mesmo tempo, mantém alguns segundos, relaxa por completo e repete, várias vezes ao dia. Não o faças enquanto urinas e, se tiveres dúvidas sobre a técnica, pede uma avaliação a um fisioterapeuta especializado.',
      callProfessional:
        'Se sentires o bebé mexer-se menos ou de forma diferente, se a dor na bacia te impedir de andar, ou se tiveres contrações regulares, perda de líquido ou de sangue, liga para o SNS 24 (808 24 24 24) ou para a maternidade no próprio dia. Em caso de hemorragia abundante ou dor muito forte e constante, liga 112.',
      reviewerSlug: 'tomas-pereira',
      reviewedOn: '2026-10-12',
    },
    {
      week: 29,
      title: 'Semana 29: perdas de urina, diástase e como te mexeres melhor',
      summary:
        'O bebé pesa cerca de 1,2 kg e ganha músculo. Perdas de urina ao tossir e a separação dos abdominais são frequentes, e há o que fazer.',
      babySize: 'Do tamanho de uma abóbora-manteiga (cerca de 38,6 cm, 1,2 kg).',
      baby: paras(
        'Os músculos e os pulmões continuam a amadurecer, e a cabeça cresce para acompanhar o desenvolvimento do cérebro. O bebé precisa agora de muito cálcio, proteína e ferro, que vai buscar ao teu sangue através da placenta, para fortalecer os ossos e formar as próprias reservas.',
        'Os pontapés e os murros são mais fortes e, por vezes, vês a barriga mudar de forma quando o bebé estica uma perna. A medula óssea produz agora a maior parte dos glóbulos vermelhos. O bebé também regula melhor a temperatura do corpo, graças à gordura que se vai acumulando.',
      ),
      body: paras(
        'O peso do útero sobre a bexiga e o pavimento pélvico faz com que muitas grávidas tenham pequenas perdas de urina ao tossir, espirrar, rir ou saltar. É comum, mas não é algo com que tenhas de te conformar: os exercícios de pavimento pélvico reduzem estas perdas durante a gravidez e depois do parto.',
        'Os músculos retos abdominais afastam-se na linha média para dar espaço ao útero, a chamada diástase abdominal, que acontece em quase todas as gravidezes no terceiro trimestre. Se vires a barriga formar uma espécie de crista ao levantares-te da cama, é sinal de que convém mudar a forma como o fazes.',
      ),
      tip: 'Para te levantares da cama, vira-te primeiro de lado e empurra-te com os braços até ficares sentada, em vez de te levantares a direito como num abdominal. Expira ao fazer esforço, por exemplo ao pegar em pesos, para aliviar a pressão sobre a barriga e o pavimento pélvico.',
      callProfessional:
        'Se a perda de líquido for contínua, sem controlo e sem cheiro a urina, pode ser a bolsa a romper: liga para o SNS 24 (808 24 24 24) ou para a maternidade. Ardor ao urinar, febre ou contrações regulares também merecem contacto, e uma hemorragia abundante é motivo para ligares 112.',
      reviewerSlug: 'tomas-pereira',
      reviewedOn: '2026-10-12',
    },
    {
      week: 30,
      title: 'Semana 30: ecografia do terceiro trimestre e noites agitadas',
      summary:
        'O bebé tem cerca de 40 cm e 1,3 kg. Entre as 30 e as 32 semanas faz-se a ecografia do terceiro trimestre, e o sono pode custar.',
      babySize: 'Do tamanho de uma couve-lombarda (cerca de 39,9 cm, 1,3 kg).',
      baby: paras(
        'O cérebro ganha pregas e sulcos a grande velocidade, e o bebé passa por ciclos de sono e vigília cada vez mais parecidos com os de um recém-nascido. A medula óssea tornou-se a principal fábrica de células do sangue, e o lanugo começa a diminuir.',
        'Na ecografia do terceiro trimestre, entre as 30 e as 32 semanas, avalia-se o crescimento do bebé, a quantidade de líquido amniótico, a localização da placenta e a apresentação, ou seja, se o bebé está de cabeça para baixo, sentado ou atravessado. Muitos ainda não estão na posição final, e há tempo para mudarem.',
      ),
      body: paras(
        'O sono pode tornar-se difícil: a barriga incomoda, a azia aparece ao deitar, vais à casa de banho várias vezes por noite e o bebé parece mais ativo quando estás quieta. Ao cansaço físico junta-se muitas vezes uma cabeça que não para, com listas de tarefas e preocupações sobre o parto e o que vem depois.',
        'Ter medo do parto é frequente. Para algumas pessoas, esse medo é tão intenso que interfere com o dia a dia ou com o sono, sobretudo depois de uma experiência difícil. Nesses casos, falar com um profissional de saúde mental ajuda, e podes pedi-lo na consulta.',
      ),
      tip: 'Se as preocupações te tiram o sono, experimenta escrevê-las num caderno antes de te deitares e escolher uma só para levar à próxima consulta. Uma rotina calma, com menos ecrãs à noite e algumas respirações lentas, em que expiras mais devagar do que inspiras, ajuda o corpo a abrandar.',
      callProfessional:
        'Se o medo, a tristeza ou a ansiedade te impedem de dormir, de comer ou de fazer a tua vida há mais de duas semanas, fala com o teu médico ou enfermeiro ou liga para o SNS 24 (808 24 24 24). Menos movimentos do bebé, perda de líquido ou hemorragia exigem contacto imediato com a maternidade, e numa emergência deves ligar 112.',
      reviewerSlug: 'dr-sofia-lindqvist',
      reviewedOn: '2026-10-12',
    },
    {
      week: 31,
      title: 'Semana 31: falta de ar e a tua rede de apoio para o pós-parto',
      summary:
        'O bebé tem cerca de 41 cm e usa os cinco sentidos. É boa altura para organizares quem te vai apoiar nas primeiras semanas.',
      babySize: 'Do tamanho de um coco (cerca de 41,1 cm, 1,5 kg).',
      baby: paras(
        'Os cinco sentidos estão a funcionar: o bebé ouve, saboreia o líquido amniótico, sente o toque e distingue a luz da escuridão. O olfato desenvolve-se com o líquido que entra e sai pelo nariz. As ligações no cérebro multiplicam-se, e a informação é processada cada vez mais depressa.',
        'O bebé vira a cabeça de um lado para o outro, e as unhas das mãos chegam quase à ponta dos dedos. A partir desta fase ganha sobretudo peso, e a gordura acumulada dá-lhe as formas arredondadas que vais reconhecer depois do nascimento.',
      ),
      body: paras(
        'O útero empurra o diafragma para cima, e podes ficar sem fôlego ao falar enquanto caminhas ou ao subir escadas. Sentar-te direita e fazer pausas ajuda; quando o bebé descer para a bacia, perto do fim da gravidez, a respiração costuma aliviar.',
        'Muitas grávidas sentem nesta fase uma vontade forte de arrumar a casa e preparar tudo para o bebé. Outras sentem-se sobrecarregadas e com pouca energia. Ambas as reações são normais, e o que mais protege o bem-estar emocional no pós-parto é saberes que não vais estar sozinha.',
      ),
      tip: 'Faz uma lista concreta de quem te pode ajudar depois do parto e em quê: refeições, compras, roupa, cuidar de outros filhos ou simplesmente ficar com o bebé para dormires. Conversa com quem te acompanha sobre como vão dividir as noites e as tarefas, antes de o cansaço chegar.',
      callProfessional:
        'Falta de ar súbita, dor no peito, tosse com sangue ou falta de ar em repouso não são o desconforto habitual do terceiro trimestre: liga 112. Se a falta de ar vier com palpitações ou inchaço das pernas, ou se notares menos movimentos do bebé, contacta o SNS 24 (808 24 24 24) ou a maternidade no mesmo dia.',
      reviewerSlug: 'dr-sofia-lindqvist',
      reviewedOn: '2026-10-26',
    },
    {
      week: 32,
      title: 'Semana 32: de cabeça para baixo? Muitos bebés já sim',
      summary:
        'O bebé pesa cerca de 1,7 kg e muitos já estão de cabeça para baixo. É altura de pensar no plano de parto com o teu enfermeiro.',
      babySize: 'Do tamanho de um ananás (cerca de 42,4 cm, 1,7 kg).',
      baby: paras(
        'Entre as 32 e as 36 semanas, a maior parte dos bebés vira-se de cabeça para baixo, a posição mais favorável para um parto vaginal. Alguns já o fizeram, outros ainda não, e há tempo. Se na consulta das 36 semanas o bebé continuar sentado, vão falar contigo sobre as opções.',
        'As unhas dos pés estão completas, e a pele está cada vez menos enrugada e transparente. O bebé pratica a respiração, a sucção e a deglutição, e quase todos os sistemas estão formados, embora os pulmões e o cérebro continuem a amadurecer até ao fim. Nesta fase, ganha cerca de 200 gramas por semana.',
      ),
      body: paras(
        'As consultas tornam-se mais frequentes no último trimestre. Em cada uma medem a tensão arterial e a altura do útero e ouvem o coração do bebé. É um bom momento para perguntares tudo o que quiseres sobre o parto, incluindo o que acontece quando chegas à maternidade.',
        'As contrações de Braxton Hicks podem tornar-se mais frequentes, sobretudo ao fim do dia ou depois de algum esforço. São irregulares, geralmente indolores, e aliviam com repouso, um duche morno ou uma mudança de posição.',
      ),
      tip: 'Começa a pensar no teu plano de parto: quem te acompanha, que opções preferes para o alívio da dor, posições, contacto pele com pele e corte do cordão. Discute-o com o teu enfermeiro obstetra ou médico, sabendo que é um guia de preferências e não um contrato, porque o parto nem sempre segue o plano.',
      callProfessional:
        'Dor de cabeça forte, visão turva, inchaço súbito da cara ou das mãos, menos movimentos do bebé ou contrações regulares antes das 37 semanas são motivos para ligares ao SNS 24 (808 24 24 24) ou à maternidade. Perante uma hemorragia ou dor abdominal intensa e constante, liga 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
    {
      week: 33,
      title: 'Semana 33: hora de preparar a mala da maternidade',
      summary:
        'O bebé tem cerca de 44 cm e recebe os teus anticorpos. Prepara a mala da maternidade com calma, sem esperar pelas últimas semanas.',
      babySize: 'Do tamanho de um cacho de bananas (cerca de 43,7 cm, 1,9 kg).',
      baby: paras(
        'Os ossos do bebé estão a endurecer, mas os do crânio continuam separados por zonas flexíveis, as fontanelas, que permitem à cabeça moldar-se durante a passagem pelo canal de parto. Por isso, é normal um recém-nascido ter a cabeça um pouco alongada nos primeiros dias.',
        'Através da placenta, o bebé recebe anticorpos teus, que o vão proteger contra algumas infeções nos primeiros meses de vida. As pupilas já contraem e dilatam com a luz. Com menos espaço, os movimentos mudam: podes sentir mais empurrões e voltas e menos pontapés bruscos, mas a frequência deve manter-se.',
      ),
      body: paras(
        'A barriga está alta e pesada, e podes sentir pressão nas costelas, azia e dificuldade em encontrar uma posição confortável. Algumas grávidas notam dores nas ancas ao dormir de lado; uma almofada entre os joelhos e outra por baixo da barriga ajudam.',
        'É natural começares a pensar mais no parto e na chegada do bebé. Visitar a maternidade, se for possível, e conhecer o caminho até lá tornam o grande dia mais previsível.',
      ),
      tip: 'Prepara a mala com os documentos (Cartão de Cidadão, Boletim de Saúde da Grávida, análises e ecografias), camisas de dormir que abram à frente, sutiãs de amamentação, pensos pós-parto, cuecas confortáveis, artigos de higiene e, para o bebé, bodies, babygrows, meias, gorro e fraldas. Confirma na tua maternidade o que fornecem, porque varia de hospital para hospital.',
      callProfessional:
        'Comichão intensa nas palmas das mãos e nas plantas dos pés, sobretudo à noite e sem borbulhas, pode indicar colestase da gravidez e deve ser avaliada: fala com o teu médico ou liga para o SNS 24 (808 24 24 24). Se sentires menos movimentos, tiveres hemorragia ou perda de líquido, contacta a maternidade; numa emergência, liga 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
    {
      week: 34,
      title: 'Semana 34: o plano de parto ganha forma',
      summary:
        'O bebé pesa cerca de 2,1 kg e o vérnix engrossa. Revê o plano de parto e informa-te sobre as opções de alívio da dor.',
      babySize: 'Do tamanho de uma meloa (cerca de 45 cm, 2,1 kg).',
      baby: paras(
        'A camada de vérnix que protege a pele fica mais espessa nesta fase e vai diminuindo perto do termo. O sistema nervoso central continua a amadurecer, e os pulmões estão bem mais desenvolvidos, embora ainda não totalmente prontos. Nos meninos, os testículos estão a descer para o escroto.',
        'Os bebés que nascem por esta altura costumam sair-se bem, mas muitas vezes precisam de ajuda para se alimentarem, manterem a temperatura ou respirarem, e passam por isso algum tempo na neonatologia. Cada semana a mais no útero traz vantagens, sobretudo para a maturidade dos pulmões e do cérebro.',
      ),
      body: paras(
        'Podes sentir-te cansada como no primeiro trimestre, agora pelo peso e pelas noites mal dormidas. Abrandar o ritmo é sensato, e as sestas curtas e os pés no alto fazem diferença.',
        'É uma boa fase para começares a pensar nas opções de alívio da dor durante o trabalho de parto: a analgesia epidural, o óxido nitroso em algumas maternidades, a água quente, a bola de pilates, a massagem e a liberdade de movimentos. Saber o que existe ajuda-te a decidir no momento, sem pressões.',
      ),
      tip: 'Revê o plano de parto com o teu enfermeiro obstetra e pergunta na maternidade que opções de alívio da dor têm, se a pessoa que escolheste te pode acompanhar durante todo o trabalho de parto e se há visitas às instalações. Leva o plano impresso na mala e entrega-o quando chegares.',
      callProfessional:
        'Perda de líquido pela vagina, mesmo pouca, hemorragia, contrações regulares ou uma alteração no padrão de movimentos do bebé são motivo para contactares a maternidade ou o SNS 24 (808 24 24 24). Se tiveres uma dor de cabeça forte com alterações da visão ou uma hemorragia abundante, liga 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
    {
      week: 35,
      title: 'Semana 35: a pesquisa de Streptococcus B e os sinais de parto',
      summary:
        'O bebé pesa cerca de 2,4 kg e ganha gordura. Entre as 35 e as 37 semanas faz-se a pesquisa de Streptococcus do grupo B.',
      babySize: 'Do tamanho de um melão (cerca de 46,2 cm, 2,4 kg).',
      baby: paras(
        'Os rins estão completamente desenvolvidos e o fígado já consegue processar alguns resíduos. O bebé acumula gordura, sobretudo nos ombros, nos braços e nas pernas, e fica com o aspeto rechonchudo dos recém-nascidos. O espaço é cada vez mais apertado, e as cambalhotas tornam-se raras.',
        'Em muitas primeiras gravidezes, a cabeça começa a descer e a encaixar na bacia por estas semanas; noutras, só acontece perto do parto ou já durante o trabalho de parto. O bebé pratica abrir e fechar os olhos, chuchar no polegar e os movimentos respiratórios, que vai usar a sério daqui a pouco.',
      ),
      body: paras(
        'Entre as 35 e as 37 semanas, vão propor-te uma zaragatoa vaginal e retal para pesquisar o Streptococcus do grupo B, uma bactéria que muitas pessoas têm sem qualquer sintoma. Se o resultado for positivo, recebes antibiótico na veia durante o trabalho de parto, para reduzir o risco de o bebé ser infetado.',
        'Quando o bebé desce, respiras melhor, mas a pressão sobre a bexiga e a bacia aumenta, e podes voltar a urinar muitas vezes.',
      ),
      tip: 'Aprende a distinguir os sinais de parto: contrações cada vez mais regulares, fortes e próximas, a saída do rolhão mucoso ou a rutura da bolsa. Combina com a tua equipa quando deves ir para a maternidade; numa primeira gravidez, costuma ser quando as contrações surgem de 5 em 5 minutos durante uma hora.',
      callProfessional:
        'Liga para a maternidade ou para o SNS 24 (808 24 24 24) se a bolsa romper, sobretudo se o líquido for esverdeado ou acastanhado, se tiveres contrações regulares antes das 37 semanas, febre, hemorragia ou se o bebé se mexer menos. Se vires o cordão umbilical na vagina ou tiveres uma hemorragia abundante, liga 112 de imediato.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
    {
      week: 36,
      title: 'Semana 36: preparar a amamentação antes de o bebé chegar',
      summary:
        'O bebé pesa cerca de 2,6 kg e treina a sucção. Saber como começa a amamentação ajuda-te a decidir e a pedir apoio cedo.',
      babySize: 'Do tamanho de uma couve tronchuda (cerca de 47,4 cm, 2,6 kg).',
      baby: paras(
        'O bebé já coordena bem a sucção, a deglutição e a respiração, uma combinação essencial para mamar. Treina estes movimentos no útero, e há bebés que nascem com pequenas marcas nos dedos ou nas mãos de tanto os chuparem.',
        'O lanugo cai quase todo, e parte do vérnix desprende-se para o líquido amniótico, que o bebé engole e que ajuda a formar o mecónio. As gengivas estão firmes e o sistema digestivo está pronto para receber o colostro, o primeiro leite, que o teu corpo produz desde o segundo trimestre.',
      ),
      body: paras(
        'Podes notar um líquido amarelado ou transparente a sair dos mamilos: é colostro, e é igualmente normal tê-lo ou não teres nada antes do parto. A quantidade que vês agora não prevê quanto leite vais produzir. Não é preciso preparar os mamilos, esfregá-los ou usar cremes especiais.',
        'A partir desta semana, as consultas ficam mais próximas e o profissional confirma se o bebé está de cabeça para baixo. Se estiver sentado, podem falar contigo sobre a versão cefálica externa, uma manobra para tentar virá-lo, ou sobre outras opções.',
      ),
      tip: 'Informa-te sobre a primeira hora depois do parto: o contacto pele com pele e a primeira mamada ajudam a amamentação a começar bem. Guarda o contacto do cantinho da amamentação do teu centro de saúde, se existir, ou de uma consultora de lactação, e lembra-te de que qualquer forma de alimentar o bebé merece apoio, sem julgamentos.',
      callProfessional:
        'Menos movimentos do bebé, perda de líquido, hemorragia, dor de cabeça forte ou visão turva, ou comichão intensa nas mãos e nos pés são motivo para contactares hoje a maternidade ou o SNS 24 (808 24 24 24). Numa situação grave, como hemorragia abundante ou convulsões, liga 112.',
      reviewerSlug: 'laura-bennett',
      reviewedOn: '2026-10-26',
    },
    {
      week: 37,
      title: 'Semana 37: termo à vista e um períneo mais preparado',
      summary:
        'A partir das 37 semanas, a gravidez é de termo. A massagem perineal e as posições para o trabalho de parto ajudam a preparar o corpo.',
      babySize: 'Do tamanho de um molho de acelgas (cerca de 48,6 cm, 2,9 kg).',
      baby: paras(
        'A partir desta semana, um bebé que nasça é considerado de termo. Os pulmões estão praticamente prontos, e o bebé continua a ganhar peso todos os dias, sobretudo em gordura. As unhas podem já ultrapassar a ponta dos dedos.',
        'O bebé treina a preensão e vira a cabeça em direção a um toque na bochecha, um reflexo que o vai ajudar a procurar a mama. Ainda assim, as semanas 39 e 40 continuam a contribuir para a maturidade do cérebro e dos pulmões, por isso, sem uma razão médica, não há pressa em antecipar o parto.',
      ),
      body: paras(
        'O rolhão mucoso, uma espécie de gelatina que fecha o colo do útero, pode sair de uma vez ou aos poucos, por vezes com um pouco de sangue. É sinal de que o colo está a mudar, mas o parto pode começar horas ou dias depois.',
        'Com o bebé mais baixo, a pressão no períneo e na zona púbica aumenta, e podes sentir pontadas na vagina ao andar. Mexer-te, alternar posições e sentar-te numa bola de pilates a fazer pequenos círculos com a bacia costuma aliviar.',
      ),
      tip: 'A massagem perineal, feita uma ou duas vezes por semana nas últimas semanas da gravidez, reduz a probabilidade de precisares de pontos, sobretudo no primeiro parto. Pede ao teu enfermeiro obstetra ou a um fisioterapeuta que te expliquem a técnica, e treina também a respiração lenta e as posições verticais para o trabalho de parto.',
      callProfessional:
        'Se a bolsa romper, se as contrações se tornarem regulares e fortes, se tiveres hemorragia ou sentires o bebé mexer-se menos, contacta a maternidade ou o SNS 24 (808 24 24 24). Uma perda de sangue abundante, uma dor constante e muito forte na barriga ou convulsões exigem uma chamada para o 112.',
      reviewerSlug: 'tomas-pereira',
      reviewedOn: '2026-10-26',
    },
    {
      week: 38,
      title: 'Semana 38: o que acontece ao bebé logo depois de nascer',
      summary:
        'O bebé pesa cerca de 3,1 kg e está pronto para nascer. Sabe que cuidados recebe nas primeiras horas e instala a cadeira auto.',
      babySize: 'Do comprimento de um alho-francês (cerca de 49,8 cm, 3,1 kg).',
      baby: paras(
        'O bebé está pronto para a vida fora do útero. O intestino acumula mecónio, uma substância verde-escura e espessa que vai sair nas primeiras fraldas. Os órgãos funcionam por conta própria, e o cérebro continua a formar ligações a um ritmo acelerado.',
        'Logo depois do nascimento, a equipa avalia o bebé com o índice de Apgar, que observa a cor, a respiração, o tónus, os reflexos e o ritmo cardíaco ao primeiro e ao quinto minuto. Se tudo estiver bem, fica contigo em contacto pele com pele. Depois, com o teu consentimento, costuma receber vitamina K, para prevenir hemorragias, e a primeira vacina contra a hepatite B.',
      ),
      body: paras(
        'O inchaço dos pés e das mãos pode aumentar nestas últimas semanas, e as noites são muitas vezes interrompidas. Descansa sempre que puderes: o cansaço acumulado pesa no trabalho de parto e nos primeiros dias com o bebé.',
        'Antes da alta, o bebé faz o rastreio auditivo neonatal e é observado por um pediatra. Entre o terceiro e o sexto dia de vida faz o teste do pezinho, uma picada no calcanhar que rastreia várias doenças raras que têm tratamento quando detetadas cedo.',
      ),
      tip: 'Instala já a cadeira auto do bebé, virada para trás, e treina como apertar e soltar o cinto: a viagem para casa faz-se numa cadeira homologada, nunca ao colo. Se a puseres no banco da frente, o airbag do passageiro tem de estar desligado.',
      callProfessional:
        'A bolsa a romper, contrações regulares, hemorragia ou menos movimentos do bebé são motivo para ligares para a maternidade ou para o SNS 24 (808 24 24 24). Uma dor de cabeça forte, alterações da visão ou inchaço súbito da cara também não devem esperar, e numa emergência o número é o 112.',
      reviewerSlug: 'dr-rafael-ortega',
      reviewedOn: '2026-10-26',
    },
    {
      week: 39,
      title: 'Semana 39: à espera dos sinais, e o registo do bebé',
      summary:
        'O bebé tem cerca de 51 cm e 3,3 kg. Descansa, conhece os sinais do trabalho de parto e adianta o que puderes, como o registo.',
      babySize: 'Do tamanho de uma abóbora-menina (cerca de 50,7 cm, 3,3 kg).',
      baby: paras(
        'O bebé continua a acumular gordura, que representa agora uma parte importante do peso e o vai ajudar a regular a temperatura nos primeiros dias. A pele perdeu quase todo o lanugo e está mais lisa. O cordão umbilical, com cerca de meio metro, continua a levar-lhe oxigénio e nutrientes.',
        'O sistema imunitário conta com os anticorpos que recebeu de ti, e o colostro, se amamentares, vai juntar-lhe mais proteção depois do parto. Os movimentos mudam de estilo porque o espaço é pouco, mas continuam presentes até ao trabalho de parto: o bebé não deixa de se mexer por estar perto de nascer.',
      ),
      body: paras(
        'No início do trabalho de parto, as contrações tornam-se regulares, mais longas e mais intensas, e não param com repouso nem com um duche morno. Podes sentir também dor nas costas, diarreia, vontade de te isolares ou uma inquietação difícil de explicar.',
        'Numa primeira gravidez, a fase inicial pode durar muitas horas, e é normal passares boa parte dela em casa. Come coisas leves, bebe água, descansa entre contrações e, quando elas chegarem de 5 em 5 minutos há cerca de uma hora, segue para a maternidade.',
      ),
      tip: 'Se a tua maternidade tiver o balcão Nascer Cidadão, podes registar o bebé antes da alta e tratar logo da inscrição no centro de saúde. Escolhe o nome com antecedência e leva os documentos de identificação de quem vai fazer o registo.',
      callProfessional:
        'Vai para a maternidade ou liga para o SNS 24 (808 24 24 24) se a bolsa romper, se as contrações forem regulares e fortes, se tiveres hemorragia ou se o bebé se mexer menos do que o habitual. Liga 112 se houver uma hemorragia abundante, se vires o cordão ou se o parto avançar tão depressa que não consegues sair de casa.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
    {
      week: 40,
      title: 'Semana 40: a data prevista chegou, e o que vem a seguir',
      summary:
        'Poucos bebés nascem no dia previsto. Se o parto não começar, a vigilância aumenta e a indução costuma ser proposta entre as 41 e as 42 semanas.',
      babySize: 'Do tamanho de uma melancia pequena (cerca de 51,2 cm, 3,4 kg).',
      baby: paras(
        'O bebé está pronto e só falta o momento certo. Só uma pequena parte dos bebés nasce exatamente na data prevista do parto: a maioria chega entre as 37 e as 42 semanas, e é comum as primeiras gravidezes passarem da data. O tamanho varia muito, e um peso entre 2,5 e 4 kg é habitual num recém-nascido de termo.',
        'Na maioria dos casos, a placenta continua a funcionar bem, mas, a partir das 41 semanas, a vigilância aumenta, porque os riscos para o bebé começam a subir ligeiramente. Por isso, a equipa vai acompanhar os movimentos, o ritmo cardíaco e a quantidade de líquido amniótico.',
      ),
      body: paras(
        'Por volta das 40 semanas, muitas maternidades marcam uma consulta de termo, com cardiotocografia para registar o coração do bebé e as contrações, e por vezes uma ecografia. Se o parto não começar naturalmente, costuma propor-se a indução entre as 41 e as 42 semanas, depois de te explicarem como se faz e que alternativas existem.',
        'Pode ser-te proposto o descolamento das membranas, um toque vaginal que tenta estimular o início do trabalho de parto. É desconfortável e pode provocar pequenas perdas de sangue, mas é opcional.',
      ),
      tip: 'Esperar custa, sobretudo com mensagens a perguntar se o bebé já nasceu. Sai para caminhar, vê um filme, dorme quando puderes e combina com a família que és tu quem dá a notícia, quando houver notícia para dar.',
      callProfessional:
        'Depois da data prevista, não ignores menos movimentos do bebé: contacta a maternidade ou o SNS 24 (808 24 24 24) no mesmo dia, tal como se a bolsa romper com líquido esverdeado ou se tiveres febre ou hemorragia. Numa emergência, como uma hemorragia intensa ou uma dor constante e muito forte, liga 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
  ],
}
