import type { SeedExpert } from './types.ts'

/** Joins paragraphs with a blank line, as the bio format expects. */
const paras = (...paragraphs: string[]): string => paragraphs.join('\n\n')

export const experts: SeedExpert[] = [
  {
    slug: 'dr-helena-marsh',
    name: 'Dr. Helena Marsh',
    profession: 'obstetrician',
    languages: ['en'],
    speciality: {
      en: 'Obstetrician-gynecologist',
      es: 'Obstetra-ginecóloga',
      pt: 'Ginecologista-obstetra',
    },
    credentials: {
      en: 'MD, FRCOG · Fellow in maternal-fetal medicine',
      es: 'Médica, FRCOG · Subespecialidad en medicina materno-fetal',
      pt: 'Médica, FRCOG · Subespecialização em medicina materno-fetal',
    },
    yearsOfPractice: 16,
    bio: {
      en: paras(
        'Dr. Helena Marsh is an obstetrician-gynecologist with sixteen years of experience caring for women through pregnancy, birth and the months that follow. She trained at a university hospital in Edinburgh and later completed a fellowship in maternal-fetal medicine, where she focused on high-risk pregnancies and prenatal screening.',
        'In the Nestwell community, Helena hosts the weekly pregnancy Q&A, answers posts in the First trimester and Third trimester groups and records short videos on scans, common discomforts and getting ready for birth. She is known for explaining test results and medical terms in plain language, without drama.',
        'Her approach is simple: good information makes for calmer decisions. She encourages parents to write down their questions and bring them to their appointments. Her answers in the community are general information, not medical advice, and never replace a consultation with your own doctor or midwife.',
      ),
      es: paras(
        'La doctora Helena Marsh es obstetra y ginecóloga, con dieciséis años de experiencia acompañando a mujeres durante el embarazo, el parto y los meses posteriores. Se formó en un hospital universitario de Edimburgo y después hizo una subespecialización en medicina materno-fetal, centrada en embarazos de alto riesgo y cribado prenatal.',
        'En la comunidad de Nestwell dirige la sesión semanal de preguntas y respuestas sobre embarazo, contesta en los grupos de Primer trimestre y Tercer trimestre y graba vídeos cortos sobre ecografías, molestias habituales o cómo prepararse para el parto. Tiene fama de traducir resultados y términos médicos a un lenguaje claro, sin alarmismos.',
        'Su filosofía es sencilla: cuanto mejor informada estás, más tranquila decides. Anima a las futuras madres y padres a apuntar sus dudas y llevarlas a cada consulta. Lo que responde en la comunidad es información general, no consejo médico, y nunca sustituye la visita con tu ginecóloga o tu matrona.',
      ),
      pt: paras(
        'A Dra. Helena Marsh é ginecologista-obstetra e há dezasseis anos que acompanha mulheres durante a gravidez, o parto e os meses seguintes. Formou-se num hospital universitário em Edimburgo e fez depois uma subespecialização em medicina materno-fetal, dedicada às gravidezes de risco e ao rastreio pré-natal.',
        'Na comunidade Nestwell, orienta a sessão semanal de perguntas e respostas sobre gravidez, responde a publicações nos grupos Primeiro trimestre e Terceiro trimestre e grava pequenos vídeos sobre ecografias, desconfortos comuns e a preparação para o parto. É conhecida por explicar resultados de exames e termos médicos de forma simples e sem alarmismos.',
        'A sua forma de trabalhar parte de uma ideia simples: quem está bem informado decide com mais tranquilidade. Por isso, incentiva os futuros pais a anotarem as dúvidas e a levá-las às consultas. As respostas que dá na comunidade são informação geral, não aconselhamento médico, e não substituem uma consulta com o teu médico ou com a tua enfermeira especialista em saúde materna e obstétrica.',
      ),
    },
  },
  {
    slug: 'dr-rafael-ortega',
    name: 'Dr. Rafael Ortega',
    profession: 'pediatrician',
    languages: ['es', 'en'],
    speciality: {
      en: 'Pediatrician',
      es: 'Pediatra',
      pt: 'Pediatra',
    },
    credentials: {
      en: 'MD · Specialist in pediatrics · Fellowship in neonatal care',
      es: 'Médico especialista en pediatría · Formación en cuidados neonatales',
      pt: 'Médico especialista em pediatria · Formação em cuidados neonatais',
    },
    yearsOfPractice: 12,
    bio: {
      en: paras(
        "Dr. Rafael Ortega is a pediatrician with twelve years of experience, split between a busy children's outpatient clinic and a neonatal unit. He trained at a university hospital in Seville and completed further training in newborn care, which is still the part of pediatrics he enjoys most.",
        'On Nestwell, Rafael answers posts in the Newborn days group, joins the weekly Q&A for parents of babies under one and co-hosts a podcast series on the first year: sleep, feeding, fevers, rashes and the many small worries that come with a new baby. He also writes short guides on when a symptom can wait and when it needs a call to the doctor.',
        'He believes that tired parents deserve clear, kind answers rather than long lists of warnings. His replies in the community are general information, not medical advice. For anything that worries you about your child, he always recommends contacting your pediatrician or local health service.',
      ),
      es: paras(
        'El doctor Rafael Ortega es pediatra y lleva doce años ejerciendo, repartidos entre una consulta infantil con mucho movimiento y una unidad de neonatos. Se formó en un hospital universitario de Sevilla y completó después una formación específica en cuidados del recién nacido, que sigue siendo la parte de la pediatría que más le apasiona.',
        'En Nestwell contesta publicaciones en el grupo Recién nacidos, participa en la sesión semanal de preguntas para familias con bebés de menos de un año y presenta una serie de pódcast sobre el primer año: sueño, alimentación, fiebre, granitos y todas esas pequeñas preocupaciones que trae un bebé. También escribe guías breves para saber cuándo algo puede esperar y cuándo conviene llamar al médico.',
        'Está convencido de que unos padres agotados merecen respuestas claras y cercanas, no listas interminables de advertencias. Lo que comparte en la comunidad es información general, no consejo médico. Ante cualquier cosa que te preocupe de tu hijo, recomienda siempre consultar con tu pediatra o tu centro de salud.',
      ),
      pt: paras(
        'O Dr. Rafael Ortega é pediatra há doze anos, tempo que dividiu entre uma consulta de pediatria muito movimentada e uma unidade de neonatologia. Formou-se num hospital universitário em Sevilha e fez depois formação complementar em cuidados ao recém-nascido, a área da pediatria de que mais gosta.',
        'Na Nestwell, responde a publicações no grupo Recém-nascidos, participa na sessão semanal de perguntas para pais de bebés até um ano e apresenta uma série de podcasts sobre o primeiro ano: sono, alimentação, febre, borbulhas e todas as pequenas preocupações que chegam com um bebé. Escreve também guias curtos para ajudar a perceber quando um sintoma pode esperar e quando é melhor ligar ao médico.',
        'Acredita que pais cansados merecem respostas claras e simpáticas, e não listas intermináveis de avisos. O que partilha na comunidade é informação geral, não aconselhamento médico. Perante qualquer dúvida sobre a saúde do teu filho, recomenda sempre contactar o pediatra ou o centro de saúde.',
      ),
    },
  },
  {
    slug: 'ines-carvalho',
    name: 'Inês Carvalho',
    profession: 'midwife',
    languages: ['pt', 'en'],
    speciality: {
      en: 'Nurse-midwife',
      es: 'Matrona',
      pt: 'Enfermeira especialista em saúde materna e obstétrica',
    },
    credentials: {
      en: 'RN, nurse-midwife registered with the Ordem dos Enfermeiros (Portugal) · MSc in Maternal and Obstetric Health',
      es: 'Enfermera especialista en salud materna y obstétrica, inscrita en la Ordem dos Enfermeiros (Portugal) · Máster en Salud Materna y Obstétrica',
      pt: 'EESMO, inscrita na Ordem dos Enfermeiros · Mestrado em Saúde Materna e Obstétrica',
    },
    yearsOfPractice: 14,
    bio: {
      en: paras(
        'Inês Carvalho is a nurse-midwife registered in Portugal who has spent fourteen years on labor wards, in prenatal classes and on home visits after birth. She studied nursing in Porto, specialized in maternal and obstetric health at a university hospital in Lisbon and still works part-time in a community midwifery team.',
        'In the Nestwell community, Inês runs the weekly midwife Q&A and the birth preparation video series, and she is a familiar face in the Third trimester and Newborn days groups, answering posts about contractions, birth plans, stitches and those first days at home. Many members know her from her podcast episodes on what to pack in the hospital bag.',
        'Inês believes every birth story deserves respect, whatever turn it takes, and she focuses on helping parents feel prepared rather than perfect. Her answers are general information, not medical advice; for anything specific, she always points people to their own midwife, doctor or maternity unit.',
      ),
      es: paras(
        'Inês Carvalho es matrona y lleva catorce años entre paritorios, clases de preparación al parto y visitas a domicilio tras el nacimiento. Estudió Enfermería en Oporto, se especializó en salud materna y obstétrica en un hospital universitario de Lisboa y todavía trabaja a media jornada en un equipo de matronas de atención primaria.',
        'En la comunidad de Nestwell coordina la sesión semanal de preguntas a la matrona y la serie de vídeos de preparación al parto. Además, es habitual verla en los grupos de Tercer trimestre y Recién nacidos, respondiendo sobre contracciones, planes de parto, puntos y los primeros días en casa. Muchas usuarias la conocen por sus episodios de pódcast sobre qué meter en la bolsa del hospital.',
        'Para Inês, cada parto merece respeto, venga como venga, y su objetivo es que las familias lleguen preparadas, no perfectas. Sus respuestas son información general, no consejo médico; para cualquier caso concreto, siempre recomienda hablar con tu matrona, tu médico o tu hospital de referencia.',
      ),
      pt: paras(
        'A Inês Carvalho é enfermeira especialista em saúde materna e obstétrica (EESMO) há catorze anos e já passou por blocos de partos, aulas de preparação para o parto e visitas domiciliárias no pós-parto. Estudou Enfermagem no Porto, especializou-se em saúde materna e obstétrica num hospital universitário de Lisboa e continua a trabalhar a tempo parcial numa equipa de cuidados na comunidade.',
        'Na comunidade Nestwell, dinamiza a sessão semanal de perguntas à enfermeira especialista e a série de vídeos de preparação para o parto. Anda sempre pelos grupos Terceiro trimestre e Recém-nascidos a responder a dúvidas sobre contrações, planos de parto, pontos e os primeiros dias em casa. Muitas mães conhecem-na pelos episódios de podcast sobre o que levar na mala da maternidade.',
        'Para a Inês, todos os partos merecem respeito, seja qual for o rumo que tomem, e o seu objetivo é ajudar os pais a sentirem-se preparados, não perfeitos. As suas respostas são informação geral, não aconselhamento médico; em cada caso concreto, aconselha sempre a falar com a enfermeira especialista, o médico ou a equipa da maternidade que acompanha a gravidez.',
      ),
    },
  },
  {
    slug: 'dr-amara-osei',
    name: 'Dr. Amara Osei',
    profession: 'fertility',
    languages: ['en'],
    speciality: {
      en: 'Reproductive endocrinologist (fertility)',
      es: 'Especialista en medicina reproductiva',
      pt: 'Especialista em medicina da reprodução',
    },
    credentials: {
      en: 'MD, PhD · Specialist in reproductive endocrinology and infertility',
      es: 'Médica, doctora (PhD) · Especialista en endocrinología reproductiva e infertilidad',
      pt: 'Médica, doutorada (PhD) · Especialista em endocrinologia reprodutiva e infertilidade',
    },
    yearsOfPractice: 15,
    bio: {
      en: paras(
        'Dr. Amara Osei is a reproductive endocrinologist who has worked in fertility care for fifteen years. After medical school in London, she trained in obstetrics and gynecology and completed a PhD on ovulation disorders at a university research center, before joining the team of a fertility clinic.',
        'On Nestwell, Amara hosts the monthly fertility podcast and the weekly Q&A in the Trying to conceive group, and she reads and answers posts in Fertility journeys. Members come to her with questions about cycle tracking, hormone tests, PCOS, endometriosis and what to expect from a first fertility appointment.',
        'She knows how heavy the wait can feel, month after month, and she answers with honesty and warmth, explaining what the evidence shows and where it is still uncertain. Her answers are general information, not medical advice, and she encourages anyone who is worried to talk to their family doctor, gynecologist or a fertility specialist.',
      ),
      es: paras(
        'La doctora Amara Osei es especialista en medicina reproductiva y lleva quince años dedicada a la fertilidad. Estudió Medicina en Londres, se especializó en ginecología y obstetricia e hizo un doctorado sobre trastornos de la ovulación en un centro de investigación universitario antes de incorporarse al equipo de una clínica de fertilidad.',
        'En Nestwell presenta el pódcast mensual sobre fertilidad y la sesión semanal de preguntas del grupo Buscando embarazo, y lee y contesta publicaciones en Caminos de fertilidad. Le llegan dudas sobre el seguimiento del ciclo, los análisis hormonales, el SOP, la endometriosis o qué esperar de una primera consulta de reproducción asistida.',
        'Sabe lo cuesta arriba que se hace la espera, mes tras mes, y responde con sinceridad y cercanía, explicando lo que se sabe y lo que todavía no está claro. Sus respuestas son información general, no consejo médico, y anima a quien esté preocupada a hablar con su médico de cabecera, su ginecóloga o un especialista en fertilidad.',
      ),
      pt: paras(
        'A Dra. Amara Osei é especialista em medicina da reprodução e dedica-se à fertilidade há quinze anos. Estudou Medicina em Londres, especializou-se em ginecologia e obstetrícia e fez um doutoramento sobre alterações da ovulação num centro de investigação universitário, antes de integrar a equipa de uma clínica de fertilidade.',
        'Na Nestwell, apresenta o podcast mensal sobre fertilidade e a sessão semanal de perguntas do grupo A tentar engravidar, e lê e responde a publicações em Percursos de fertilidade. Chegam-lhe dúvidas sobre o registo do ciclo, análises hormonais, síndrome do ovário poliquístico, endometriose ou o que esperar de uma primeira consulta de fertilidade.',
        'Sabe bem como a espera pode pesar, mês após mês, e responde com franqueza e carinho, explicando o que já se sabe e o que ainda é incerto. As suas respostas são informação geral, não aconselhamento médico, e incentiva quem estiver preocupado a falar com o médico de família, o ginecologista ou um especialista em fertilidade.',
      ),
    },
  },
  {
    slug: 'laura-bennett',
    name: 'Laura Bennett',
    profession: 'lactation',
    languages: ['en'],
    speciality: {
      en: 'IBCLC lactation consultant',
      es: 'Consultora de lactancia IBCLC',
      pt: 'Consultora de lactação IBCLC',
    },
    credentials: {
      en: 'RN, IBCLC · Former postpartum ward nurse',
      es: 'Enfermera, IBCLC · Antes enfermera de planta de posparto',
      pt: 'Enfermeira, IBCLC · Antiga enfermeira de internamento de puerpério',
    },
    yearsOfPractice: 11,
    bio: {
      en: paras(
        'Laura Bennett is an IBCLC lactation consultant and a former postpartum ward nurse. She trained as a nurse in Manchester, spent eight years caring for mothers and babies in the days after birth and then certified as a lactation consultant. In all, she has been helping families with feeding for more than a decade.',
        'In the Nestwell community, Laura is the go-to voice in the Breastfeeding support group. She answers posts about latch, sore nipples, supply worries, pumping and going back to work, hosts a weekly feeding Q&A and records short videos showing different feeding positions with the help of a doll.',
        "Laura supports every family's feeding choice, whether that is breastfeeding, formula or a mix of both, and believes no parent should feel judged at 3 a.m. Her answers are general information, not medical advice. If feeding hurts or a baby is not gaining weight, she always recommends an in-person check with a midwife, your baby's doctor or a lactation consultant.",
      ),
      es: paras(
        'Laura Bennett es consultora de lactancia certificada IBCLC y antes fue enfermera en una planta de maternidad. Se formó como enfermera en Mánchester, pasó ocho años atendiendo a madres y bebés en los días posteriores al parto y después obtuvo la certificación en lactancia. En total, lleva más de una década acompañando a familias con la alimentación de sus bebés.',
        'En la comunidad de Nestwell es la referencia del grupo Apoyo a la lactancia. Responde publicaciones sobre el agarre, las grietas en el pezón, el miedo a no tener suficiente leche, el sacaleches o la vuelta al trabajo, dirige una sesión semanal de preguntas y graba vídeos cortos en los que enseña distintas posturas con un muñeco.',
        'Laura respeta la forma de alimentar de cada familia, ya sea lactancia materna, biberón o mixta, y cree que nadie debería sentirse juzgado a las tres de la mañana. Sus respuestas son información general, no consejo médico. Si dar el pecho duele o el bebé no gana peso, recomienda siempre una valoración en persona con la matrona, el pediatra o una consultora de lactancia.',
      ),
      pt: paras(
        'A Laura Bennett é consultora de lactação certificada IBCLC e trabalhou como enfermeira num internamento de puerpério. Formou-se em Enfermagem em Manchester, passou oito anos a cuidar de mães e bebés nos primeiros dias após o parto e depois obteve a certificação em lactação. Ao todo, acompanha famílias na alimentação dos bebés há mais de uma década.',
        'Na comunidade Nestwell, é a voz de referência do grupo Apoio à amamentação. Responde a publicações sobre a pega, mamilos gretados, o receio de não ter leite suficiente, a bomba extratora e o regresso ao trabalho, orienta uma sessão semanal de perguntas e grava pequenos vídeos a mostrar diferentes posições com a ajuda de um boneco.',
        'A Laura respeita a escolha de cada família, seja amamentação, leite adaptado ou as duas coisas, e acredita que ninguém se deve sentir julgado às três da manhã. As suas respostas são informação geral, não aconselhamento médico. Se amamentar dói ou o bebé não está a ganhar peso, recomenda sempre uma avaliação presencial com o enfermeiro, o pediatra ou uma consultora de lactação.',
      ),
    },
  },
  {
    slug: 'dr-sofia-lindqvist',
    name: 'Dr. Sofia Lindqvist',
    profession: 'psychologist',
    languages: ['en'],
    speciality: {
      en: 'Perinatal psychologist (PhD, not a medical doctor)',
      es: 'Psicóloga perinatal (doctora en Psicología, no médica)',
      pt: 'Psicóloga perinatal (doutorada em Psicologia, não é médica)',
    },
    credentials: {
      en: 'PhD in Clinical Psychology · Specialist in perinatal mental health',
      es: 'Doctora en Psicología Clínica · Especialista en salud mental perinatal',
      pt: 'Doutorada em Psicologia Clínica · Especialista em saúde mental perinatal',
    },
    yearsOfPractice: 13,
    bio: {
      en: paras(
        'Dr. Sofia Lindqvist is a clinical psychologist, not a medical doctor: her title comes from a doctorate in clinical psychology. She specializes in perinatal mental health: the emotional side of trying to conceive, pregnancy, loss and the first years of parenthood. She completed her doctorate at a university in Stockholm and has spent thirteen years working in hospital and community mental health teams.',
        'On Nestwell, Sofia hosts a podcast every other week on the emotional side of becoming a parent, leads a weekly Q&A and keeps a close eye on the more sensitive spaces, such as Pregnancy after loss and Postpartum wellbeing. She writes about anxiety, low mood, difficult births, changes in relationships and the guilt so many new parents quietly carry.',
        'Her tone is gentle and practical: naming feelings, normalizing what is common and making it easier to ask for help. Her answers are general information, not medical advice or therapy. If you are struggling, she encourages you to speak to your doctor, midwife or a mental health professional, and to call emergency services if you ever feel unsafe.',
      ),
      es: paras(
        'La doctora Sofia Lindqvist es psicóloga clínica, no médica: su título de doctora es un doctorado en Psicología Clínica. Está especializada en salud mental perinatal: la parte emocional de la búsqueda del embarazo, la gestación, las pérdidas y los primeros años de crianza. Se doctoró en una universidad de Estocolmo y lleva trece años trabajando en equipos de salud mental, tanto en el hospital como en atención comunitaria.',
        'En Nestwell presenta un pódcast quincenal sobre lo que se siente al convertirse en madre o padre, dirige una sesión semanal de preguntas y está pendiente de los espacios más delicados, como Embarazo después de una pérdida y Bienestar en el posparto. Escribe sobre ansiedad, tristeza, partos difíciles, cambios en la pareja y esa culpa que tantas madres y padres cargan en silencio.',
        'Su estilo es cercano y práctico: poner nombre a lo que sientes, normalizar lo que es habitual y facilitar que pidas ayuda. Sus respuestas son información general, no consejo médico ni terapia. Si lo estás pasando mal, te anima a hablar con tu médico, tu matrona o un profesional de salud mental, y a llamar al 112 si en algún momento sientes que no estás a salvo.',
      ),
      pt: paras(
        'A Dra. Sofia Lindqvist é psicóloga clínica, não é médica: o título de doutora vem de um doutoramento em Psicologia Clínica. É especializada em saúde mental perinatal, ou seja, no lado emocional da tentativa de engravidar, da gravidez, da perda e dos primeiros anos de parentalidade. Doutorou-se numa universidade em Estocolmo e trabalha há treze anos em equipas de saúde mental, em contexto hospitalar e na comunidade.',
        'Na Nestwell, apresenta um podcast quinzenal sobre o que se sente ao tornar-se mãe ou pai, orienta uma sessão semanal de perguntas e acompanha de perto os espaços mais sensíveis, como Gravidez após perda e Bem-estar no pós-parto. Escreve sobre ansiedade, tristeza, partos difíceis, mudanças na relação e a culpa que tantos pais carregam em silêncio.',
        'O seu estilo é próximo e prático: dar nome ao que se sente, normalizar o que é comum e tornar mais fácil pedir ajuda. As suas respostas são informação geral, não aconselhamento médico nem terapia. A quem estiver a passar por um momento difícil, recomenda falar com o médico de família, o enfermeiro ou um profissional de saúde mental e, em caso de perigo imediato, ligar para o 112.',
      ),
    },
  },
  {
    slug: 'marta-ruiz',
    name: 'Marta Ruiz',
    profession: 'dietitian',
    languages: ['es', 'en'],
    speciality: {
      en: 'Registered dietitian (pregnancy nutrition)',
      es: 'Dietista-nutricionista (embarazo)',
      pt: 'Nutricionista (gravidez)',
    },
    credentials: {
      en: 'RD, MSc in Clinical Nutrition · Maternal and infant nutrition',
      es: 'Dietista-nutricionista, Máster en Nutrición Clínica · Nutrición materna e infantil',
      pt: 'Nutricionista, Mestrado em Nutrição Clínica · Nutrição materna e infantil',
    },
    yearsOfPractice: 9,
    bio: {
      en: paras(
        "Marta Ruiz is a registered dietitian who focuses on nutrition before, during and after pregnancy. She studied human nutrition and dietetics in Valencia, completed a master's in clinical nutrition and has spent nine years working with pregnant women, both in hospital outpatient clinics and in her own practice.",
        'In the Nestwell community, Marta answers questions about eating well with nausea, cravings, food safety, vegetarian pregnancies, gestational diabetes and feeding yourself when a newborn barely lets you sit down. Once a month she hosts a nutrition Q&A session, and she shares simple meal ideas and short videos that make the shopping list feel less overwhelming.',
        "Marta's approach is realistic and guilt-free: no perfect diets, just small changes that fit real life and real budgets. Her answers are general information, not medical advice. For supplements, special diets or any medical condition, she always recommends talking to your doctor, midwife or a dietitian who knows your history.",
      ),
      es: paras(
        'Marta Ruiz es dietista-nutricionista y se dedica a la alimentación antes, durante y después del embarazo. Estudió Nutrición Humana y Dietética en Valencia, hizo un máster en nutrición clínica y lleva nueve años trabajando con embarazadas, tanto en consultas externas de hospital como en su propia consulta.',
        'En la comunidad de Nestwell resuelve dudas sobre cómo comer bien con náuseas, los antojos, la seguridad alimentaria, el embarazo vegetariano, la diabetes gestacional o cómo alimentarse cuando un recién nacido no te deja ni sentarte. Una vez al mes presenta una sesión de preguntas sobre alimentación, y comparte ideas de menús sencillos y vídeos cortos para que la lista de la compra no abrume.',
        'Su enfoque es realista y sin culpas: nada de dietas perfectas, solo pequeños cambios que encajen en la vida real y en el presupuesto de cada casa. Sus respuestas son información general, no consejo médico. Para suplementos, dietas especiales o cualquier problema de salud, recomienda siempre hablar con tu médico, tu matrona o una dietista que conozca tu historial.',
      ),
      pt: paras(
        'A Marta Ruiz é nutricionista e dedica-se à alimentação antes, durante e depois da gravidez. Licenciou-se em Nutrição Humana e Dietética em Valência, fez um mestrado em nutrição clínica e trabalha há nove anos com grávidas, em consultas hospitalares e no seu próprio consultório.',
        'Na comunidade Nestwell, responde a dúvidas sobre como comer bem com enjoos, desejos, segurança alimentar, gravidez vegetariana, diabetes gestacional ou como se alimentar quando um recém-nascido mal deixa uma pessoa sentar-se. Uma vez por mês orienta uma sessão de perguntas sobre alimentação, e partilha ideias de refeições simples e pequenos vídeos para que a lista de compras não assuste.',
        'A sua abordagem é realista e sem culpa: nada de dietas perfeitas, apenas pequenas mudanças que cabem na vida real e no orçamento de cada casa. As suas respostas são informação geral, não aconselhamento médico. Para suplementos, dietas específicas ou qualquer problema de saúde, recomenda sempre falar com o médico, o enfermeiro ou um nutricionista que conheça o seu historial.',
      ),
    },
  },
  {
    slug: 'tomas-pereira',
    name: 'Tomás Pereira',
    profession: 'physiotherapist',
    languages: ['pt', 'en'],
    speciality: {
      en: 'Pelvic-floor physiotherapist',
      es: 'Fisioterapeuta de suelo pélvico',
      pt: 'Fisioterapeuta de pavimento pélvico',
    },
    credentials: {
      en: "BSc Physiotherapy, MSc in Women's Health Physiotherapy",
      es: 'Grado en Fisioterapia, Máster en Fisioterapia de la Salud de la Mujer',
      pt: 'Licenciatura em Fisioterapia, Mestrado em Fisioterapia na Saúde da Mulher',
    },
    yearsOfPractice: 10,
    bio: {
      en: paras(
        "Tomás Pereira is a physiotherapist specializing in the pelvic floor and women's health. He studied physiotherapy in Coimbra, completed a master's in women's health physiotherapy and has spent ten years helping people through pregnancy and recovery after birth, first in a hospital rehabilitation team and now also in a small clinic of his own.",
        'On Nestwell, Tomás answers posts about pelvic pain, leaking, abdominal separation, getting back to exercise and preparing the body for birth. He hosts a monthly video session with gentle exercises, takes part in the weekly Q&A and is often the one reminding members that these problems are common, but not something you simply have to live with.',
        'His approach is practical and judgment-free, with clear explanations and no embarrassment about topics people rarely talk about. His answers are general information, not medical advice. If you have pain, symptoms that worry you or doubts about whether an exercise is right for you, he recommends an in-person check with your doctor, midwife or a pelvic-floor physiotherapist.',
      ),
      es: paras(
        'Tomás Pereira es fisioterapeuta especializado en suelo pélvico y salud de la mujer. Estudió Fisioterapia en Coímbra, hizo un máster en fisioterapia de la salud de la mujer y lleva diez años acompañando a mujeres durante el embarazo y la recuperación tras el parto, primero en el equipo de rehabilitación de un hospital y ahora también en su propia consulta.',
        'En Nestwell responde publicaciones sobre dolor pélvico, escapes de orina, diástasis abdominal, la vuelta al deporte o cómo preparar el cuerpo para el parto. Presenta una sesión mensual en vídeo con ejercicios suaves, participa en la sesión semanal de preguntas y suele ser quien recuerda que estos problemas son frecuentes, pero no algo con lo que haya que resignarse.',
        'Su enfoque es práctico y sin juicios: explicaciones claras y ninguna vergüenza a la hora de hablar de temas que casi nadie menciona. Sus respuestas son información general, no consejo médico. Si tienes dolor, algún síntoma que te preocupe o dudas sobre si un ejercicio es adecuado para ti, te recomienda una valoración en persona con tu médico, tu matrona o un fisioterapeuta de suelo pélvico.',
      ),
      pt: paras(
        'O Tomás Pereira é fisioterapeuta especializado em pavimento pélvico e saúde da mulher. Licenciou-se em Fisioterapia em Coimbra, fez um mestrado em fisioterapia na saúde da mulher e há dez anos que acompanha mulheres durante a gravidez e na recuperação após o parto, primeiro numa equipa de reabilitação hospitalar e agora também no seu próprio consultório.',
        'Na Nestwell, responde a publicações sobre dor pélvica, perdas de urina, diástase abdominal, o regresso ao exercício e a preparação do corpo para o parto. Apresenta uma sessão mensal em vídeo com exercícios suaves, participa na sessão semanal de perguntas e é muitas vezes quem lembra que estes problemas são frequentes, mas não são algo com que se tenha de viver.',
        'A sua abordagem é prática e sem julgamentos, com explicações claras e nenhum constrangimento em abordar temas de que quase ninguém fala. As suas respostas são informação geral, não aconselhamento médico. A quem tiver dor, sintomas que preocupem ou dúvidas sobre se um exercício é adequado, recomenda uma avaliação presencial com o médico, a enfermeira especialista em saúde materna e obstétrica ou um fisioterapeuta especializado em pavimento pélvico.',
      ),
    },
  },
  {
    slug: 'dra-lucia-navarro',
    name: 'Dra. Lucía Navarro',
    profession: 'obstetrician',
    languages: ['es', 'en'],
    speciality: {
      en: 'Obstetrician-gynecologist',
      es: 'Obstetra-ginecóloga',
      pt: 'Ginecologista-obstetra',
    },
    credentials: {
      en: 'MD, specialist in obstetrics and gynecology (MIR, Spain) · Registered with the Madrid Medical Association (Colegio de Médicos)',
      es: 'Médica especialista en Obstetricia y Ginecología (vía MIR) · Colegiada en el Colegio de Médicos de Madrid',
      pt: 'Médica especialista em Ginecologia e Obstetrícia (Espanha) · Inscrita no Colegio de Médicos de Madrid',
    },
    yearsOfPractice: 12,
    bio: {
      en: paras(
        'Dr. Lucía Navarro is an obstetrician-gynecologist registered in Spain, with twelve years of practice in the obstetrics and gynecology department of a public hospital in Madrid. She completed her specialist residency (MIR) at a university hospital in Zaragoza and now divides her time between the high-risk pregnancy clinic, shifts on the labor ward and obstetric ultrasound.',
        'On Nestwell, Lucía reviews the week-by-week pregnancy pages in Spanish. She checks them against the protocols of the Spanish Society of Gynecology and Obstetrics (SEGO) and the Ministry of Health, and against what the Spanish public health system actually offers at each stage, from first-trimester combined screening to the glucose test and the visits with the midwife. She also answers posts in the First trimester, Second trimester and Third trimester groups.',
        'She believes no pregnancy question is silly, and that understanding why each test is done makes it less frightening. Her answers are general information, not medical advice, and never replace an appointment with your own midwife or doctor. If your baby is moving less than usual, or you have bleeding or severe pain, she asks you to call your maternity unit at once, day or night, or your local emergency number.',
      ),
      es: paras(
        'La doctora Lucía Navarro es obstetra y ginecóloga, colegiada en España, y trabaja desde hace doce años en el servicio de Obstetricia y Ginecología de un hospital público de Madrid. Hizo la residencia MIR en un hospital universitario de Zaragoza y hoy reparte su tiempo entre la consulta de embarazo de alto riesgo, las guardias de paritorio y la ecografía obstétrica.',
        "En Nestwell revisa las páginas del embarazo semana a semana en español. Comprueba que se ajustan a los protocolos de la Sociedad Española de Ginecología y Obstetricia (SEGO) y del Ministerio de Sanidad, y a lo que de verdad ofrece la sanidad pública en cada etapa, desde el cribado combinado del primer trimestre hasta la prueba de O'Sullivan o las visitas con la matrona. También contesta publicaciones en los grupos Primer trimestre, Segundo trimestre y Tercer trimestre.",
        'Está convencida de que ninguna pregunta sobre el embarazo es una tontería y de que entender para qué sirve cada prueba ayuda a vivirla con menos miedo. Sus respuestas son información general, no consejo médico, y nunca sustituyen la consulta con tu matrona o tu ginecóloga. Si notas que tu bebé se mueve menos, sangras o tienes un dolor intenso, te pide que llames ya al paritorio o a urgencias de maternidad, a cualquier hora, o al 112.',
      ),
      pt: paras(
        'A Dra. Lucía Navarro é ginecologista-obstetra, inscrita no Colegio de Médicos em Espanha, e trabalha há doze anos no serviço de Obstetrícia e Ginecologia de um hospital público de Madrid. Fez o internato de especialidade (MIR) num hospital universitário de Saragoça e divide hoje o tempo entre a consulta de gravidez de risco, as urgências do bloco de partos e a ecografia obstétrica.',
        'Na Nestwell, revê as páginas de semana a semana da gravidez em espanhol e confirma que seguem os protocolos da Sociedade Espanhola de Ginecologia e Obstetrícia (SEGO) e do Ministério da Saúde espanhol, bem como o que o sistema público de saúde espanhol oferece em cada fase. Responde também a publicações nos grupos Primeiro trimestre, Segundo trimestre e Terceiro trimestre.',
        'Acredita que não há perguntas parvas sobre a gravidez e que perceber para que serve cada exame ajuda a vivê-lo com menos medo. As suas respostas são informação geral, não aconselhamento médico, e não substituem uma consulta com o teu médico ou com a tua enfermeira especialista em saúde materna e obstétrica. Se notares que o bebé se mexe menos, se tiveres uma hemorragia ou dor forte, pede-te que contactes já a maternidade ou vás à urgência de obstetrícia, de dia ou de noite.',
      ),
    },
  },
  {
    slug: 'dra-catarina-lopes',
    name: 'Dra. Catarina Lopes',
    profession: 'obstetrician',
    languages: ['pt', 'en'],
    speciality: {
      en: 'Obstetrician-gynecologist',
      es: 'Obstetra-ginecóloga',
      pt: 'Ginecologista-obstetra',
    },
    credentials: {
      en: 'MD, specialist in obstetrics and gynecology · Registered with the Portuguese Medical Association (Ordem dos Médicos)',
      es: 'Médica especialista en Ginecología y Obstetricia · Inscrita en la Ordem dos Médicos de Portugal',
      pt: 'Médica especialista em Ginecologia e Obstetrícia · Inscrita na Ordem dos Médicos',
    },
    yearsOfPractice: 11,
    bio: {
      en: paras(
        'Dr. Catarina Lopes is an obstetrician-gynecologist registered with the Portuguese Medical Association (Ordem dos Médicos). She trained at a university hospital in Porto and has spent eleven years in the obstetrics department of a Portuguese National Health Service (SNS) hospital in the Lisbon area, working in the prenatal clinic, on the labor ward and in the obstetric emergency department.',
        'On Nestwell, Catarina reviews the week-by-week pregnancy pages in Portuguese. She checks them against the standards of the Directorate-General of Health (DGS) and the way pregnancy care is organized in the SNS, from the first-trimester scan and combined screening to the third-trimester scan and the pregnancy health record every pregnant woman carries. She also answers posts in the First trimester, Second trimester and Third trimester groups.',
        'She likes to explain the reason behind each appointment and test, so that parents arrive at the hospital knowing what to ask. Her answers are general information, not medical advice, and never replace a consultation with your own doctor or midwife. If your baby is moving less than usual, or you have bleeding or severe pain, she asks you to contact the maternity unit at once, day or night, rather than waiting until the next day.',
      ),
      es: paras(
        'La doctora Catarina Lopes es obstetra y ginecóloga, inscrita en la Ordem dos Médicos de Portugal. Se formó como especialista en un hospital universitario de Oporto y lleva once años en el servicio de obstetricia de un hospital del Servicio Nacional de Salud portugués (SNS) en la región de Lisboa, entre la consulta de control del embarazo, el paritorio y las urgencias obstétricas.',
        'En Nestwell revisa las páginas del embarazo semana a semana en portugués y comprueba que se ajustan a las normas de la Direção-Geral da Saúde (DGS) y a cómo se organiza el seguimiento del embarazo en el SNS, de la ecografía y el cribado combinado del primer trimestre a la ecografía del tercer trimestre. También contesta publicaciones en los grupos Primer trimestre, Segundo trimestre y Tercer trimestre.',
        'Le gusta explicar el porqué de cada consulta y de cada prueba, para que las familias lleguen al hospital sabiendo qué preguntar. Sus respuestas son información general, no consejo médico, y nunca sustituyen la consulta con tu matrona o tu ginecóloga. Si notas que tu bebé se mueve menos, sangras o tienes un dolor intenso, te pide que llames ya al paritorio o a urgencias de maternidad, a cualquier hora, sin esperar al día siguiente.',
      ),
      pt: paras(
        'A Dra. Catarina Lopes é ginecologista-obstetra, inscrita na Ordem dos Médicos. Fez o internato de especialidade num hospital universitário do Porto e trabalha há onze anos no serviço de obstetrícia de um hospital do SNS na região de Lisboa, entre a consulta de vigilância da gravidez, o bloco de partos e a urgência de obstetrícia.',
        'Na Nestwell, revê as páginas de semana a semana da gravidez em português e confirma que seguem as normas da Direção-Geral da Saúde (DGS) e a forma como a gravidez é acompanhada no SNS, da ecografia e do rastreio combinado do primeiro trimestre à ecografia do terceiro trimestre e ao Boletim de Saúde da Grávida. Responde também a publicações nos grupos Primeiro trimestre, Segundo trimestre e Terceiro trimestre.',
        'Gosta de explicar o porquê de cada consulta e de cada exame, para que os pais cheguem ao hospital a saber o que perguntar. As suas respostas são informação geral, não aconselhamento médico, e não substituem uma consulta com o teu médico ou com a enfermeira especialista em saúde materna e obstétrica que te acompanha. Se notares que o bebé se mexe menos, se tiveres uma hemorragia ou dor forte, pede-te que contactes já a maternidade ou vás à urgência de obstetrícia, de dia ou de noite, sem esperar pelo dia seguinte.',
      ),
    },
  },
]
